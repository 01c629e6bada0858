import fc from 'fast-check';

// Every mutant reruns the property tests; fewer runs keep the mutation run short.
fc.configureGlobal({ numRuns: 15 });

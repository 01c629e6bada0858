import {
  createContext,
  useContext,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';

interface DirtyScopeValue {
  report: (form: string, dirty: boolean) => void;
}

const DirtyScopeContext = createContext<DirtyScopeValue | null>(null);

export interface DirtyScope {
  /** True while a form inside has unsaved changes. */
  dirty: boolean;
  /** Wraps the container's content: forms inside report to this scope. */
  provide: (children: ReactNode) => ReactNode;
}

/**
 * The changed state of every form inside a modal or slide-in, so the container asks before it
 * closes without each form having to opt in (`useSchemaForm` reports by itself).
 */
export function useDirtyScope(): DirtyScope {
  const changed = useRef(new Set<string>());
  const [dirty, setDirty] = useState(false);
  const value = useMemo<DirtyScopeValue>(
    () => ({
      report(form, isDirty) {
        if (isDirty) changed.current.add(form);
        else changed.current.delete(form);
        setDirty(changed.current.size > 0);
      },
    }),
    [],
  );
  return {
    dirty,
    provide: (children) => (
      <DirtyScopeContext.Provider value={value}>{children}</DirtyScopeContext.Provider>
    ),
  };
}

/**
 * Tells the modal or slide-in around a form whether it has unsaved changes; returns whether
 * there is such a container (it then guards closing and leaving).
 */
export function useReportDirty(dirty: boolean): boolean {
  const scope = useContext(DirtyScopeContext);
  const form = useId();
  useEffect(() => {
    scope?.report(form, dirty);
  }, [scope, form, dirty]);
  useEffect(() => () => scope?.report(form, false), [scope, form]);
  return scope !== null;
}

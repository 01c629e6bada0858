import { submissionSchemaOf } from '@kontor/core/forms/submission-schema';
import { FORM_HONEYPOT_FIELD, formMessages } from '@kontor/core/schemas/forms';
import type { Db } from '../../db/database.ts';
import { HttpProblem, type FieldErrors } from '../../lib/problem.ts';
import { challengeSolved } from './form-challenge.ts';
import type { FormRow } from './submissions.repository.ts';

/** What becomes of a submission: dropped as a bot's, refused, or accepted with its data. */
export type SubmissionVerdict =
  | { kind: 'bot' }
  | { kind: 'refused'; problem: HttpProblem }
  | { kind: 'accepted'; data: Record<string, string> };

type Issue = { path: PropertyKey[]; message: string };

function validationProblem(issues: Issue[]) {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const key = issue.path.length > 0 ? String(issue.path[0]) : 'form';
    (errors[key] ??= []).push(issue.message);
  }
  return new HttpProblem(400, formMessages.submissionInvalid, errors);
}

/** True when the honeypot field (hidden from people, filled by bots) holds anything. */
export const isBot = (values: Record<string, unknown>) => {
  const trap = values[FORM_HONEYPOT_FIELD];
  return trap !== undefined && trap !== null && String(trap).trim() !== '';
};

const BOT: SubmissionVerdict = { kind: 'bot' };
const refused = (problem: HttpProblem): SubmissionVerdict => ({ kind: 'refused', problem });

/**
 * The checks of a public submission (docs/forms.md, spam protection), in this order: the
 * honeypot, the challenge (when the form asks for one), the values. `early` decides from the
 * values received so far what no later part can change (the reader keeps the first value of a
 * name): a filled honeypot, a failed challenge, a value that is wrong in itself. A missing
 * field is known only by `final`, once the whole body has been read.
 */
export function submissionCheckOf(db: Db, form: FormRow) {
  const consent = form.settings.consentText.trim() !== '';
  const schema = submissionSchemaOf(form.fields, { consent });
  let solved: Promise<boolean> | undefined;
  const challengeFails = async (values: Record<string, unknown>) => {
    if (!form.settings.challenge) return false;
    solved ??= challengeSolved(db, form.id, { token: values.challenge, nonce: values.nonce });
    return !(await solved);
  };

  return {
    async early(values: Record<string, unknown>): Promise<SubmissionVerdict | undefined> {
      if (isBot(values)) return BOT;
      if ('challenge' in values && 'nonce' in values && (await challengeFails(values)))
        return refused(new HttpProblem(400, formMessages.challengeFailed));
      const parsed = schema.safeParse(values);
      if (parsed.success) return undefined;
      const sent = parsed.error.issues.filter(
        (issue) => issue.path.length > 0 && String(issue.path[0]) in values,
      );
      return sent.length > 0 ? refused(validationProblem(sent)) : undefined;
    },
    async final(values: Record<string, unknown>): Promise<SubmissionVerdict> {
      if (isBot(values)) return BOT;
      if (await challengeFails(values))
        return refused(new HttpProblem(400, formMessages.challengeFailed));
      const parsed = schema.safeParse(values);
      return parsed.success
        ? { kind: 'accepted', data: parsed.data }
        : refused(validationProblem(parsed.error.issues));
    },
  };
}

export type SubmissionCheck = ReturnType<typeof submissionCheckOf>;

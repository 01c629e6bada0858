import { parseObject, pointer, type FakeParseServer } from './fake-parse-server.ts';

// A small company in the fake Parse server, for the tests of 'Daten importieren' (server and e2e).

export const COMPANY = 'Hausverwaltung Sonne';
/** Users of the company; with pages of 5 the import reads them in 6 pages. */
export const USERS = 30;
export const JOINED_EMAIL = 'bestand@sonne.example';
export const BROKEN_USER = 'Ukaputt001';

export const userId = (n: number) => `U${String(n).padStart(9, '0')}`;
export const userEmail = (n: number) => `nutzer${n}@sonne.example`;

/**
 * The old system of a small company in the fake Parse server: its project, an administrator
 * role, 30 users, one user whose e-mail already has a Kontor account (joined on import) and
 * one whose role pointer is broken (skipped, with the reason).
 */
export function seedCompany(parse: FakeParseServer) {
  const project = pointer('Project', 'Pfirma0001');
  parse.classes.set('Project', [parseObject('Pfirma0001', { name: COMPANY })]);
  parse.classes.set('_Role', [
    parseObject('Radmin0001', { name: 'Administrator', type: 'admin', project }),
  ]);
  const role = pointer('_Role', 'Radmin0001');
  parse.classes.set('_User', [
    ...Array.from({ length: USERS }, (_, i) =>
      parseObject(userId(i + 1), {
        email: userEmail(i + 1),
        name: `Nutzer ${i + 1}`,
        role,
        project,
      }),
    ),
    parseObject('Ubestand01', { email: JOINED_EMAIL, name: 'Bestand', role, project }),
    parseObject(BROKEN_USER, {
      email: 'kaputt@sonne.example',
      name: 'Kaputt',
      role: pointer('_Role', 'Rgibtsnich'),
      project,
    }),
  ]);
}

/**
 * A gate in the fake source: the `_User` page after `after` (null: the first page) waits until
 * `open()`; `reached` resolves when the import asks for it.
 */
export function holdUsersAfter(parse: FakeParseServer, after: string | null) {
  let open!: () => void;
  let reached!: () => void;
  const gate = new Promise<void>((resolve) => (open = resolve));
  const waiting = new Promise<void>((resolve) => (reached = resolve));
  parse.beforeAnswer = async (className, search) => {
    if (className !== '_User' || search.get('order') !== 'objectId') return;
    const where = search.get('where') ?? '';
    if (where.includes('$relatedTo')) return;
    const held = after === null ? !where.includes('"$gt"') : where.includes(`"$gt":"${after}"`);
    if (!held) return;
    reached();
    await gate;
  };
  return {
    reached: waiting,
    open: () => {
      open();
      parse.beforeAnswer = undefined;
    },
  };
}

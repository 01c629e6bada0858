import { AreaPlaceholder } from '../../../components/area-placeholder.tsx';

interface FormDataTabProps {
  projectId: string;
  formId: string;
}

/**
 * Placeholder of the Daten tab (submissions); the branch `forms-data` replaces this file with
 * the real table ('Datum' plus one column per key, 'Daten löschen').
 */
export function FormDataTab(_props: FormDataTabProps) {
  return <AreaPlaceholder title="Daten" />;
}

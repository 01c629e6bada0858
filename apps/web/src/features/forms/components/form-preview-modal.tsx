import { useState } from 'react';
import { GuardedModal } from '../../../components/form/guarded-modal.tsx';
import type { Form } from '@kontor/core/schemas/forms';
import { formShareMessages } from '../form-share-messages.ts';
import { checkPublicForm, type PublicFormErrors } from '../public/public-form-check.ts';
import { PublicFormView } from '../public/public-form-view.tsx';

const t = formShareMessages.preview;

/**
 * 'Vorschau' (issue 35): the form exactly as its public page renders it, with the same checks
 * and messages, but 'Absenden' sends nothing.
 */
export function FormPreviewModal({ form, onClose }: { form: Form; onClose: () => void }) {
  const [errors, setErrors] = useState<PublicFormErrors>({});
  const [checked, setChecked] = useState(false);
  return (
    <GuardedModal
      opened
      onClose={onClose}
      title={t.title(form.name)}
      size="lg"
      closeButtonProps={{ 'aria-label': 'Schließen' }}
    >
      <PublicFormView
        form={{ name: form.name, fields: form.fields, consentText: form.settings.consentText }}
        errors={errors}
        idPrefix="vorschau"
        notice={checked && Object.keys(errors).length === 0 ? t.submitted : t.notice}
        onSubmit={(data) => {
          setErrors(checkPublicForm(form.fields, form.settings.consentText, data));
          setChecked(true);
        }}
      />
    </GuardedModal>
  );
}

import { Suspense, useId } from 'react';
import { RichTextEditor } from '../../../blog/admin';

// A mail's body in the editor of posts and newsletters (Quill, loaded when first shown), named by
// its visible label.
export function MailBodyField({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (html: string) => void;
}) {
  const labelId = useId();
  return (
    <div className="automations-admin__field">
      <span id={labelId}>{label}</span>
      <Suspense fallback={<div className="automations-admin__muted">Loading the editor…</div>}>
        <RichTextEditor value={value} onChange={onChange} labelledBy={labelId} placeholder="Write the e-mail…" />
      </Suspense>
    </div>
  );
}

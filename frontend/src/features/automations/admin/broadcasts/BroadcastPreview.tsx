import { Modal } from 'antd';
import type { PreviewDto } from '../api';

// The broadcast as the server renders it: its subject, and its HTML in a sandboxed frame (no
// scripts, no same-origin access: it is mail, not part of the app).
export function BroadcastPreview({ mail, onClose }: { mail: PreviewDto | null; onClose: () => void }) {
  return (
    <Modal open={mail !== null} title="E-mail preview" onCancel={onClose} footer={null} width={720} destroyOnHidden>
      {mail && (
        <>
          <p>
            <strong>Subject:</strong> {mail.subject}
          </p>
          <iframe className="automations-preview__frame" title="E-mail preview (HTML)" sandbox="" srcDoc={mail.html} />
        </>
      )}
    </Modal>
  );
}

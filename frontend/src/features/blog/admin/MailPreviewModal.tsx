import { Modal, Tabs } from 'antd';
import type { MailPreviewDto } from './api';

// The daily e-mail as the server rendered it: who it is for, its subject, the HTML in a sandboxed
// frame (no scripts, no same-origin access: it is mail, not part of the app) and the text part.
export function MailPreviewModal({ mail, onClose }: { mail: MailPreviewDto | null; onClose: () => void }) {
  return (
    <Modal open={mail !== null} title="E-mail preview" onCancel={onClose} footer={null} width={720} destroyOnHidden>
      {mail && (
        <>
          <dl className="mail-preview__head">
            <dt>To</dt>
            <dd>{mail.to}</dd>
            <dt>Subject</dt>
            <dd>{mail.subject}</dd>
          </dl>
          <Tabs
            items={[
              {
                key: 'html',
                label: 'HTML',
                children: (
                  <iframe className="mail-preview__frame" title="E-mail (HTML)" sandbox="" srcDoc={mail.html} />
                ),
              },
              {
                key: 'text',
                label: 'Text',
                children: <pre className="mail-preview__text">{mail.text}</pre>,
              },
            ]}
          />
        </>
      )}
    </Modal>
  );
}

import { EyeOutlined, MailOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { serverMessage } from '../../../api/error-message';
import { toast } from '../../../components/toast';
import type { IssueDraftDto, MailPreviewDto } from './api';
import { usePreviewPostMailMutation, useSendPostTestMailMutation } from './api';
import { MailPreviewModal } from './MailPreviewModal';

export const PREVIEW_FAILED = 'Failed to preview the e-mail. Please try again.';
export const TEST_FAILED = 'Failed to send the test e-mail. Please try again.';

// "Preview e-mail" and "Send a test to me": the daily e-mail of the post as it is in the form
// (saved or not), rendered by the server as subscribers will get it. The server says what is
// missing (a title, an excerpt).
export function MailDraftActions({ draft }: { draft: IssueDraftDto }) {
  const [previewMail, previewing] = usePreviewPostMailMutation();
  const [sendTest, sending] = useSendPostTestMailMutation();
  const [preview, setPreview] = useState<MailPreviewDto | null>(null);

  const showPreview = async () => {
    try {
      setPreview(await previewMail({ mailPreviewDraftDto: draft }).unwrap());
    } catch (error) {
      toast({ title: 'Preview Failed', description: serverMessage(error, PREVIEW_FAILED), variant: 'destructive' });
    }
  };

  const sendTestMail = async () => {
    try {
      const queued = await sendTest({ issueDraftDto: draft }).unwrap();
      toast({ title: 'Test E-mail Sent', description: queued.message });
    } catch (error) {
      toast({ title: 'Test Failed', description: serverMessage(error, TEST_FAILED), variant: 'destructive' });
    }
  };

  return (
    <div className="post-form__mail" role="group" aria-label="Daily e-mail">
      <Button icon={<EyeOutlined aria-hidden />} loading={previewing.isLoading} onClick={showPreview}>
        Preview e-mail
      </Button>
      <Button icon={<MailOutlined aria-hidden />} loading={sending.isLoading} onClick={sendTestMail}>
        Send a test to me
      </Button>
      <MailPreviewModal mail={preview} onClose={() => setPreview(null)} />
    </div>
  );
}

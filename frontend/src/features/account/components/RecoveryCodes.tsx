import { Alert, Button, Space } from 'antd';
import { toast } from '../../../components/toast';
import { saveFile } from '../../../lib/save-file';

// The ten recovery codes, shown once (when two-factor is turned on, or new ones are made): each
// signs in once without the phone. Copy or download them before closing.
export function RecoveryCodes({ codes, siteName }: { codes: string[]; siteName: string }) {
  const text = `${siteName}: recovery codes for two-factor sign-in\n\n${codes.join('\n')}\n\nEach code works once.\n`;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      toast({ title: 'Copied', description: 'The recovery codes are on your clipboard.' });
    } catch {
      toast({ title: 'Not copied', description: 'Select the codes and copy them by hand.', variant: 'destructive' });
    }
  };
  return (
    <div className="account-recovery">
      <Alert
        type="warning"
        showIcon
        title="Save your recovery codes now"
        description="If you lose your phone, each code signs you in once instead of a code from the app. They are shown only this once."
      />
      <ol className="account-recovery__codes" aria-label="Recovery codes">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <Space>
        <Button onClick={() => void copy()}>Copy codes</Button>
        <Button onClick={() => saveFile('recovery-codes.txt', new Blob([text], { type: 'text/plain' }))}>
          Download codes
        </Button>
      </Space>
    </div>
  );
}

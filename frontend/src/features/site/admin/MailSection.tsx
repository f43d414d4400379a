import { Input } from 'antd';
import { SiteField } from './SiteField';
import { SiteSection } from './SiteSection';

// The Site tab's E-mails: who the site's mails come from, and the address at their foot.
export function MailSection() {
  return (
    <SiteSection title="E-mails">
      <SiteField
        name="mailSenderName"
        extra="The name your e-mails come from; empty: the name of the mail server's address."
      >
        <Input maxLength={80} />
      </SiteField>
      <SiteField name="postalAddress" extra="Printed at the foot of every e-mail, as mailing laws ask.">
        <Input.TextArea rows={3} maxLength={300} />
      </SiteField>
    </SiteSection>
  );
}

import type { AlertSettingsDto } from './api';

// why alerts go where they go, after "are e-mailed to x"
const SOURCE: Record<AlertSettingsDto['source'], string> = {
  settings: 'the address set here',
  environment: 'the OWNER_EMAIL of the server, until you set one here',
  admin: "your admin account's address, until you set one here",
  none: '',
};

// Where the owner's alerts go, and why there: the Alerts card's hint and its Save's toast.
export function alertsDestination({ address, source }: Pick<AlertSettingsDto, 'address' | 'source'>): string {
  return address
    ? `Alerts are e-mailed to ${address} (${SOURCE[source]}).`
    : 'Alerts are e-mailed to nobody yet: set an address, or confirm the e-mail address of your admin account.';
}

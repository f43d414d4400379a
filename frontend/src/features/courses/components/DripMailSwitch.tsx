import { serverMessage } from '../../../api/error-message';
import { toast } from '../../../components/toast';
import { useSetCourseDripMailsMutation } from '../api';

export const DRIP_MAILS_LABEL = 'E-mail me when new lessons open';

// The student's choice of the mail that says which lessons opened today (on by default; its
// one-click stop link turns it off, this turns it back on).
export function DripMailSwitch({ slug, enabled }: { slug: string; enabled: boolean }) {
  const [save, { isLoading }] = useSetCourseDripMailsMutation();
  const change = (next: boolean) =>
    save({ slug, setDripMailsDto: { enabled: next } })
      .unwrap()
      .catch((error: unknown) =>
        toast({ title: 'Error', description: serverMessage(error, 'Please try again.'), variant: 'destructive' }),
      );
  return (
    <label className="course-switch">
      <input
        type="checkbox"
        role="switch"
        className="course-switch__input"
        checked={enabled}
        disabled={isLoading}
        aria-busy={isLoading || undefined}
        onChange={(event) => void change(event.target.checked)}
      />
      <span className="course-switch__track" aria-hidden="true" />
      <span>{DRIP_MAILS_LABEL}</span>
    </label>
  );
}

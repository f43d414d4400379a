import { serverMessage } from '../../../../api/error-message';
import { useCountRecipientsQuery } from '../api';

// How many the broadcast would go to if it were sent now, as the server counts them by the rule
// the send itself uses: the segment's people (or everyone) but those who stopped marketing mail and
// those whose address no longer takes mail.
export function RecipientsCount({ segmentId }: { segmentId: number | null }) {
  const counted = useCountRecipientsQuery(segmentId === null ? {} : { segmentId });
  let text: string;
  if (counted.isFetching) text = 'Counting the recipients…';
  else if (counted.isError) text = `Recipients not counted: ${serverMessage(counted.error, 'please try again.')}`;
  else if (!counted.data) text = 'Counting the recipients…';
  else {
    const n = counted.data.recipients;
    text = `Goes to ${n.toLocaleString('en-US')} ${n === 1 ? 'person' : 'people'} now (without those who unsubscribed or whose address bounced)`;
  }
  return (
    <p className="automations-admin__count" role="status" aria-label="Recipients">
      {text}
    </p>
  );
}

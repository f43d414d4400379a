import { Alert, Button, Card, Spin } from 'antd';
import { useLocation } from 'react-router-dom';
import { ButtonLink } from '../../../components/ButtonLink';
import { useAuth } from '../../auth';
import { type TierDto, useGetMyMembershipQuery } from '../api';
import { givesAccess } from '../lib/membership-words';
import { type Joining, useJoin } from '../lib/use-join';
import { MEMBERSHIP_TAB_PATH } from '../paths';
import { IntervalChoice } from './IntervalChoice';
import { MembershipCardForm } from './MembershipCardForm';
import { SignInPrompt } from './SignInPrompt';
import { TrialNote } from './TrialNote';

export const ALREADY_MEMBER = 'You are already a member. You can change your tier from your account.';

// The join page's panel: the price to choose, the trial, then (signed in) the card.
export function JoinPanel({ tier }: { tier: TierDto }) {
  const joining = useJoin(tier);
  return (
    <Card className="join-panel" title={tier.trialDays ? 'Start your free trial' : 'Join'}>
      <IntervalChoice
        tier={tier}
        interval={joining.interval}
        onChange={joining.chooseInterval}
        disabled={!!joining.form}
      />
      <TrialNote tier={tier} />
      <JoinStep tier={tier} joining={joining} />
    </Card>
  );
}

// Signed out: the way to sign in and back. Joining: the card form. A member already: the way to
// their membership. Else the button that starts joining.
function JoinStep({ tier, joining }: { tier: TierDto; joining: Joining }) {
  const { pathname } = useLocation();
  const { user, isLoading } = useAuth();
  const mine = useGetMyMembershipQuery(undefined, { skip: !user });
  if (isLoading || mine.isLoading) return <Spin aria-label="Loading your membership" />;
  if (!user) return <SignInPrompt returnTo={pathname} />;
  // the card first: once it is confirmed the membership starts while the form is still showing
  if (joining.form) {
    return (
      <>
        <Button type="link" className="join-back" onClick={joining.back}>
          Change billing
        </Button>
        {joining.form.purpose === 'payment' && tier.trialDays > 0 && (
          <p className="join-trial-used">You have had a free trial before: the first payment is now.</p>
        )}
        <MembershipCardForm form={joining.form} onConfirmed={joining.joined} />
      </>
    );
  }
  if (givesAccess(mine.data?.membership)) {
    return (
      <Alert
        type="info"
        showIcon
        title={ALREADY_MEMBER}
        action={<ButtonLink to={MEMBERSHIP_TAB_PATH}>Your membership</ButtonLink>}
      />
    );
  }
  return (
    <>
      {joining.refusal && <Alert type="error" showIcon role="alert" title={joining.refusal} />}
      <Button type="primary" size="large" block loading={joining.starting} onClick={joining.start}>
        {tier.trialDays ? 'Continue to your free trial' : 'Continue to payment'}
      </Button>
    </>
  );
}

import { Alert, Button } from 'antd';
import type { FormEvent } from 'react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { serverMessage } from '../../../api';
import { toast } from '../../../components/toast';
import { usePageTitle } from '../../site';
import { useRequestPasswordResetMutation } from '../api';
import { AuthCard } from '../components/AuthCard';
import { TextField } from '../components/TextField';

// /forgot-password: an e-mail address, then the API's answer, which is the same whether or not an
// account uses the address (so the page cannot tell anyone which addresses have accounts).
export function ForgotPasswordPage() {
  usePageTitle('Forgot Password');
  const [email, setEmail] = useState('');
  const [answer, setAnswer] = useState<string | null>(null);
  const [request, { isLoading }] = useRequestPasswordResetMutation();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    if (!address) {
      toast({ title: 'Missing Information', description: 'Please fill in all fields', variant: 'destructive' });
      return;
    }
    try {
      setAnswer((await request({ forgotPasswordDto: { email: address } }).unwrap()).message);
    } catch (error) {
      const description = serverMessage(error, 'Failed to send the link. Please try again.');
      toast({ title: 'Error', description, variant: 'destructive' });
    }
  };

  return (
    <AuthCard
      title="Forgot Password"
      lead={
        answer ? undefined : 'Enter the email of your account and we will send you a link to choose a new password.'
      }
    >
      {answer ? (
        <Alert type="success" showIcon title="Check your inbox" description={answer} />
      ) : (
        <form className="auth-form" noValidate onSubmit={onSubmit}>
          <TextField label="Email" type="email" autoComplete="email" value={email} onChange={setEmail} />
          <Button type="primary" htmlType="submit" size="large" block loading={isLoading}>
            {isLoading ? 'Sending...' : 'Send Reset Link'}
          </Button>
        </form>
      )}
      <p className="auth-card__switch">
        <Link to="/login">Back to Sign In</Link>
      </p>
    </AuthCard>
  );
}

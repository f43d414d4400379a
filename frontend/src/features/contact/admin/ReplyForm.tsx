import { Button, Form, Input } from 'antd';
import { useState } from 'react';
import { serverMessage } from '../../../api/error-message';
import { toast } from '../../../components/toast';
import { useReplyToMessageMutation } from './api';

// The reply to a message, mailed to its sender. Its replyId is made once per reply written, so a
// send retried (a double click, a lost answer) stores and mails it once.
export function ReplyForm({ messageId, to }: { messageId: number; to: string }) {
  const [body, setBody] = useState('');
  const [replyId, setReplyId] = useState(() => crypto.randomUUID());
  const [error, setError] = useState<string | null>(null);
  const [reply, sending] = useReplyToMessageMutation();
  const send = async () => {
    try {
      await reply({ id: messageId, sendContactReplyDto: { body, replyId } }).unwrap();
      setBody('');
      setError(null);
      setReplyId(crypto.randomUUID());
      toast({ title: 'Reply sent', description: `Your reply is on its way to ${to}.` });
    } catch (e) {
      setError(serverMessage(e, 'Failed to send the reply. Please try again.'));
    }
  };
  return (
    <Form layout="vertical" className="admin-message-reply-form" onFinish={send}>
      <Form.Item
        label="Reply"
        htmlFor={`reply-${messageId}`}
        validateStatus={error ? 'error' : undefined}
        help={error ?? 'Replies from the sender arrive in your mailbox.'}
      >
        <Input.TextArea
          id={`reply-${messageId}`}
          rows={5}
          maxLength={5000}
          value={body}
          onChange={(e) => setBody(e.target.value)}
        />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={sending.isLoading} disabled={!body.trim()}>
        Send reply
      </Button>
    </Form>
  );
}

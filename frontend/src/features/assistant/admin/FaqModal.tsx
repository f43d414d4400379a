import { Form, Input } from 'antd';
import { serverMessage } from '../../../api/error-message';
import { refusedFields } from '../../../api/refused-fields';
import { AdminFormModal } from '../../../components/AdminFormModal';
import { toast } from '../../../components/toast';
import { type FaqDto, type SaveFaqDto, useCreateFaqMutation, useUpdateFaqMutation } from './api';

const FIELDS = ['question', 'answer', 'link'] as const;
type FaqFields = { question: string; answer: string; link?: string | null };

// what the modal is for: a new entry (answering an asked question, or not), or an entry changed
export type FaqModalTarget = { entry: FaqDto } | { question?: { id: number; text: string } };

interface FaqModalProps {
  target: FaqModalTarget | null;
  onClose: () => void;
}

const toBody = ({ question, answer, link }: FaqFields): SaveFaqDto => ({
  question: question.trim(),
  answer: answer.trim(),
  link: link?.trim() || null,
});

// A FAQ entry's question, plain-text answer and optional link; made for an asked question it
// starts from that question and marks it answered. What the API refuses shows on its field.
export function FaqModal({ target, onClose }: FaqModalProps) {
  const [form] = Form.useForm<FaqFields>();
  const [create, created] = useCreateFaqMutation();
  const [update, updated] = useUpdateFaqMutation();
  const entry = target && 'entry' in target ? target.entry : null;
  const asked = target && 'question' in target ? target.question : undefined;

  const submit = async (fields: FaqFields) => {
    const body = toBody(fields);
    try {
      if (entry) await update({ id: entry.id, saveFaqDto: body }).unwrap();
      else await create({ createFaqDto: { ...body, ...(asked ? { questionId: asked.id } : {}) } }).unwrap();
      toast({ title: 'FAQ saved', description: `The assistant now answers “${body.question}” with it.` });
      onClose();
    } catch (error) {
      form.setFields(refusedFields(error, FIELDS));
      toast({ title: 'FAQ not saved', description: serverMessage(error, 'Please try again.'), variant: 'destructive' });
    }
  };

  return (
    <AdminFormModal<FaqFields>
      title={entry ? 'Edit FAQ entry' : asked ? 'Answer as FAQ' : 'New FAQ entry'}
      okText="Save"
      open={target !== null}
      onClose={onClose}
      busy={created.isLoading || updated.isLoading}
      form={form}
      name="assistant-faq"
      initialValues={entry ?? { question: asked?.text ?? '', answer: '', link: '' }}
      onFinish={(fields) => void submit(fields)}
    >
      <Form.Item
        name="question"
        label="Question"
        rules={[{ required: true, whitespace: true, message: 'Please enter the question' }]}
      >
        <Input maxLength={300} />
      </Form.Item>
      <Form.Item
        name="answer"
        label="Answer"
        extra="Plain text, as the assistant will say it."
        rules={[{ required: true, whitespace: true, message: 'Please enter the answer' }]}
      >
        <Input.TextArea rows={4} maxLength={2000} showCount />
      </Form.Item>
      <Form.Item
        name="link"
        label="Link (optional)"
        extra="A page of this site (/refund-policy) or an https:// address."
      >
        <Input maxLength={500} />
      </Form.Item>
    </AdminFormModal>
  );
}

import { Form, Input, Modal } from 'antd';
import type { UserDto } from '../../../api';
import { serverMessage } from '../../../api';
import { refusedFields } from '../../../api/refused-fields';
import { toast } from '../../../components/toast';
import type { UpdateProfileDto } from '../api';
import { useUpdateProfileMutation } from '../api';

const FIELDS = ['firstName', 'lastName', 'email'] as const;

// Edit Profile: names at once; a new email address once the link mailed to it is opened.
export function EditProfileModal({ user, open, onClose }: { user: UserDto; open: boolean; onClose: () => void }) {
  const [form] = Form.useForm<UpdateProfileDto>();
  const [update, { isLoading }] = useUpdateProfileMutation();

  const save = async (values: UpdateProfileDto) => {
    try {
      const saved = await update({ updateProfileDto: values }).unwrap();
      const asked = values.email.trim().toLowerCase() !== user.email;
      toast(
        asked && saved.pendingEmail
          ? {
              title: 'Check Your Inbox',
              description: `We sent a link to ${saved.pendingEmail}. Your email changes once you open it.`,
            }
          : { title: 'Profile Updated', description: 'Your profile has been saved.' },
      );
      onClose();
    } catch (error) {
      // what the API refuses shows on its field (an address taken comes as a 409 without fields)
      const errors = refusedFields(error, FIELDS, 'email');
      form.setFields(errors);
      if (!errors.length) {
        toast({
          title: 'Update Failed',
          description: serverMessage(error, 'Please try again.'),
          variant: 'destructive',
        });
      }
    }
  };

  return (
    <Modal
      title="Edit Profile"
      open={open}
      okText="Save Changes"
      confirmLoading={isLoading}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form
        form={form}
        name="edit-profile"
        layout="vertical"
        requiredMark={false}
        initialValues={{ firstName: user.firstName, lastName: user.lastName, email: user.email }}
        onFinish={save}
      >
        <Form.Item
          name="firstName"
          label="First Name"
          rules={[{ required: true, whitespace: true, message: 'First name is required' }]}
        >
          <Input maxLength={100} autoComplete="given-name" />
        </Form.Item>
        <Form.Item
          name="lastName"
          label="Last Name"
          rules={[{ required: true, whitespace: true, message: 'Last name is required' }]}
        >
          <Input maxLength={100} autoComplete="family-name" />
        </Form.Item>
        <Form.Item
          name="email"
          label="Email"
          extra="A new address is used once you open the link we send to it."
          rules={[
            { required: true, whitespace: true, message: 'Email is required' },
            { type: 'email', message: 'Please enter a valid email' },
          ]}
        >
          <Input maxLength={254} autoComplete="email" />
        </Form.Item>
      </Form>
    </Modal>
  );
}

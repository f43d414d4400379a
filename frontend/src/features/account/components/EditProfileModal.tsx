import { Form, Input, Modal } from 'antd';
import type { UserDto } from '../../../api';
import type { UpdateProfileDto } from '../api';
import { useEditProfile } from '../lib/use-edit-profile';

// Edit Profile: names at once; a new email address once the link mailed to it is opened.
export function EditProfileModal({ user, open, onClose }: { user: UserDto; open: boolean; onClose: () => void }) {
  const [form] = Form.useForm<UpdateProfileDto>();
  const { save, saving } = useEditProfile(user, form, onClose);

  return (
    <Modal
      title="Edit Profile"
      open={open}
      okText="Save Changes"
      confirmLoading={saving}
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

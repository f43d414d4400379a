import { Button, Card, Descriptions } from 'antd';
import type { UserDto } from '../../../api';
import { formatMemberSince } from '../member-since';

export function ProfileTab({ user }: { user: UserDto }) {
  return (
    <Card title="Profile Information" extra={<Button>Edit Profile</Button>}>
      <Descriptions
        column={{ xs: 1, sm: 2 }}
        items={[
          { key: 'firstName', label: 'First Name', children: user.firstName },
          { key: 'lastName', label: 'Last Name', children: user.lastName },
          { key: 'email', label: 'Email', children: user.email },
          { key: 'memberSince', label: 'Member Since', children: formatMemberSince(user.createdAt) },
        ]}
      />
    </Card>
  );
}

import { Button, Card, Descriptions } from 'antd';
import { useState } from 'react';
import type { UserDto } from '../../../api';
import { formatMemberSince } from '../member-since';
import { EditProfileModal } from './EditProfileModal';
import { PendingEmailNotice } from './PendingEmailNotice';

export function ProfileTab({ user }: { user: UserDto }) {
  const [editing, setEditing] = useState(false);
  return (
    <Card title="Profile Information" extra={<Button onClick={() => setEditing(true)}>Edit Profile</Button>}>
      <PendingEmailNotice user={user} />
      <Descriptions
        column={{ xs: 1, sm: 2 }}
        items={[
          { key: 'firstName', label: 'First Name', children: user.firstName },
          { key: 'lastName', label: 'Last Name', children: user.lastName },
          { key: 'email', label: 'Email', children: user.email },
          { key: 'memberSince', label: 'Member Since', children: formatMemberSince(user.createdAt) },
        ]}
      />
      <EditProfileModal user={user} open={editing} onClose={() => setEditing(false)} />
    </Card>
  );
}

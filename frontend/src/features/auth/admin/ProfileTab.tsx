import { CheckCircleOutlined } from '@ant-design/icons';
import { Card, Descriptions } from 'antd';
import type { UserDto } from '../../../api';
import './admin-profile.css';

// Spec section 2, Admin Profile: role Administrator and the permissions list.
export const ADMIN_PERMISSIONS = [
  'Manage all content',
  'View subscribers and analytics',
  'Access messages',
  'Modify backgrounds and styling',
  'Manage products and blog posts',
];

export function ProfileTab({ user }: { user: UserDto }) {
  return (
    <div className="admin-profile">
      <Card title="Admin Profile">
        <Descriptions
          column={1}
          items={[
            { key: 'name', label: 'Name', children: `${user.firstName} ${user.lastName}`.trim() },
            { key: 'email', label: 'Email', children: user.email },
            { key: 'role', label: 'Role', children: 'Administrator' },
          ]}
        />
      </Card>
      <Card title="Permissions">
        <ul className="admin-permissions" aria-label="Permissions">
          {ADMIN_PERMISSIONS.map((permission) => (
            <li key={permission}>
              <CheckCircleOutlined className="admin-permissions__icon" aria-hidden="true" />
              {permission}
            </li>
          ))}
        </ul>
      </Card>
    </div>
  );
}

import { LockOutlined } from '@ant-design/icons';
import { Spin } from 'antd';
import type { ReactNode } from 'react';
import type { UserDto } from '../../../api';
import { ButtonLink } from '../../../components/ButtonLink';
import { PageHeader } from '../../../components/PageHeader';
import { useAuth } from '../use-auth';
import './AdminOnly.css';

// An admin page's gate (spec sections 2 and 6, Admin access states): 'Checking access
// permissions...' until the user is known, Access Denied for visitors and customers, else the page.
// The server refuses every admin call anyway; this only keeps non-admins from an unusable page.
export function AdminOnly({ children }: { children: (admin: UserDto) => ReactNode }) {
  const { user, isLoading, isAdmin } = useAuth();

  if (isLoading) {
    return (
      <div className="container page admin-only-status" role="status">
        <Spin size="large" />
        <p>Checking access permissions...</p>
      </div>
    );
  }
  if (!user || !isAdmin) {
    return (
      <div className="container page admin-only-denied">
        <LockOutlined className="admin-only-denied__icon" aria-hidden="true" />
        <PageHeader
          title="Access Denied"
          lead={
            user
              ? 'This page is for administrators only. Your account does not have admin access.'
              : 'This page is for administrators only. Please sign in with an admin account.'
          }
        />
        <ButtonLink to="/login" type="primary" size="large">
          Go to Login
        </ButtonLink>
      </div>
    );
  }
  return children(user);
}

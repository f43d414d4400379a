import type { FormInstance } from 'antd';
import { serverMessage } from '../../../api';
import { toast } from '../../../components/toast';
import { useChangePasswordMutation } from '../api';

export interface PasswordValues {
  currentPassword: string;
  password: string;
  confirmation: string;
}

// Change Password's Save: said in a toast; a wrong current password (or a refused new one) shows
// on its field, anything else (too many tries) in a toast.
export function useChangePassword(form: FormInstance<PasswordValues>, onChanged: () => void) {
  const [change, { isLoading }] = useChangePasswordMutation();

  const save = async ({ currentPassword, password }: PasswordValues) => {
    try {
      const { message } = await change({ changePasswordDto: { currentPassword, password } }).unwrap();
      toast({ title: 'Password Changed', description: message });
      onChanged();
    } catch (error) {
      const message = serverMessage(error, 'Failed to change the password. Please try again.');
      if ((error as { status?: number }).status === 400) {
        form.setFields([{ name: /current/i.test(message) ? 'currentPassword' : 'password', errors: [message] }]);
      } else {
        toast({ title: 'Error', description: message, variant: 'destructive' });
      }
    }
  };

  return { save, saving: isLoading };
}

import type { FormInstance } from 'antd';
import type { UserDto } from '../../../api';
import { serverMessage } from '../../../api';
import { refusedFields } from '../../../api/refused-fields';
import { toast } from '../../../components/toast';
import type { UpdateProfileDto } from '../api';
import { useUpdateProfileMutation } from '../api';

const FIELDS = ['firstName', 'lastName', 'email'] as const;

// Edit Profile's Save: the names change at once; a new address is asked for, and the toast says
// where its link went. What the API refuses shows on its field.
export function useEditProfile(user: UserDto, form: FormInstance<UpdateProfileDto>, onSaved: () => void) {
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
      onSaved();
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

  return { save, saving: isLoading };
}

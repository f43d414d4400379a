import type { FormInstance } from 'antd';
import { fieldErrors, serverMessage } from '../../../api/error-message';
import { toast } from '../../../components/toast';
import { useSaveAlertSettingsMutation, useSendAlertTestMailMutation } from './api';
import { alertsDestination } from './alerts-destination';

export const ALERTS_SAVE_FAILED = 'Failed to save the notification e-mail. Please try again.';
export const TEST_MAIL_FAILED = 'Failed to send the test mail. Please try again.';

export type AlertsFormValues = { notificationEmail: string };

// The Alerts card's Save (empty goes back to the default; a refused address shows on its field)
// and its test mail, each said in a toast.
export function useAlertSettings(form: FormInstance<AlertsFormValues>) {
  const [save, saving] = useSaveAlertSettingsMutation();
  const [sendTest, sending] = useSendAlertTestMailMutation();

  const saveAddress = async ({ notificationEmail }: AlertsFormValues) => {
    try {
      const saved = await save({
        saveAlertSettingsDto: { notificationEmail: notificationEmail.trim() || null },
      }).unwrap();
      form.setFieldsValue({ notificationEmail: saved.notificationEmail ?? '' });
      toast({ title: 'Saved', description: alertsDestination(saved) });
    } catch (error) {
      const message = fieldErrors(error).notificationEmail;
      if (message) form.setFields([{ name: 'notificationEmail', errors: [message] }]);
      toast({ title: 'Error', description: serverMessage(error, ALERTS_SAVE_FAILED), variant: 'destructive' });
    }
  };

  const sendTestMail = async () => {
    try {
      const { to } = await sendTest().unwrap();
      toast({ title: 'Test mail sent', description: `Sent to ${to}: check that inbox (and its spam folder).` });
    } catch (error) {
      toast({ title: 'Error', description: serverMessage(error, TEST_MAIL_FAILED), variant: 'destructive' });
    }
  };

  return { saveAddress, saving: saving.isLoading, sendTestMail, sending: sending.isLoading };
}

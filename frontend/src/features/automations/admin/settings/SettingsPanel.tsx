import { Switch } from 'antd';
import { useId } from 'react';
import { toast } from '../../../../components/toast';
import { useGetAutomationSettingsQuery, useSaveAutomationSettingsMutation } from '../api';
import { useAction } from '../use-action';

export const TRACKING_NOTE =
  'Off by default. When on, sequence and broadcast mails carry a one-pixel image and links through this site’s own address (no third party), so each open and click is kept with the person, shown in their data export and deleted with their account.';

// The automations' settings: whether opens and clicks are counted.
export function SettingsPanel() {
  const noteId = useId();
  const settings = useGetAutomationSettingsQuery();
  const [save] = useSaveAutomationSettingsMutation();
  const { busy, run } = useAction();
  const toggle = async (tracking: boolean) => {
    const saved = await run(() => save({ saveAutomationSettingsDto: { tracking } }).unwrap(), 'Setting not saved');
    if (saved)
      toast({
        title: 'Settings saved',
        description: saved.tracking ? 'Opens and clicks are counted.' : 'Opens and clicks are not counted.',
      });
  };
  if (settings.isError && !settings.data)
    return <p role="alert">Failed to load the settings. Please try again later.</p>;
  return (
    <div className="automations-admin__stack">
      <label className="automations-admin__row">
        <Switch
          checked={settings.data?.tracking ?? false}
          loading={settings.isLoading || busy}
          disabled={!settings.data}
          aria-describedby={noteId}
          onChange={(tracking) => void toggle(tracking)}
        />
        <span>Count opens and clicks</span>
      </label>
      <p id={noteId} className="automations-admin__muted">
        {TRACKING_NOTE}
      </p>
    </div>
  );
}

import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, DatePicker, Form, Radio } from 'antd';
import type { AvailabilityValues, OverrideValues } from './availability-form';
import { NEW_STRETCH } from './availability-form';
import { HoursList } from './HoursList';

const NEW_OVERRIDE = (): OverrideValues => ({ day: null, off: true, hours: [] });

// Days that differ from the week: a day off, or other hours in place of that weekday's.
export function DateOverrides() {
  const form = Form.useFormInstance<AvailabilityValues>();
  return (
    <Form.List name="overrides">
      {(fields, { add, remove }) => (
        <div className="booking-overrides">
          {fields.length === 0 && <p className="booking-hours__none">No date overrides.</p>}
          <ul className="booking-overrides__list">
            {fields.map((field, index) => {
              const label = `Override ${index + 1}`;
              return (
                <li key={field.key} className="booking-override">
                  <Form.Item
                    name={[field.name, 'day']}
                    rules={[{ required: true, message: 'Choose a date' }]}
                    className="booking-override__day"
                  >
                    <DatePicker
                      aria-label={`${label} date`}
                      format="YYYY-MM-DD"
                      // Enter takes the date typed, and does not send the form yet
                      onKeyDown={(event) => event.key === 'Enter' && event.preventDefault()}
                    />
                  </Form.Item>
                  <Form.Item name={[field.name, 'off']} className="booking-override__kind">
                    <Radio.Group
                      aria-label={`${label} kind`}
                      options={[
                        { value: true, label: 'Day off' },
                        { value: false, label: 'Other hours' },
                      ]}
                      onChange={(event) => {
                        const hours = ['overrides', field.name, 'hours'] as ['overrides', number, 'hours'];
                        if (!event.target.value && !form.getFieldValue(hours)?.length) {
                          form.setFieldValue(hours, [NEW_STRETCH()]);
                        }
                      }}
                    />
                  </Form.Item>
                  <Form.Item noStyle dependencies={[['overrides', field.name, 'off']]}>
                    {() =>
                      form.getFieldValue(['overrides', field.name, 'off']) ? null : (
                        <HoursList name={[field.name, 'hours']} label={label} keepOne />
                      )
                    }
                  </Form.Item>
                  <Button
                    danger
                    icon={<DeleteOutlined aria-hidden />}
                    aria-label={`Remove ${label}`}
                    onClick={() => remove(field.name)}
                  />
                </li>
              );
            })}
          </ul>
          <Button icon={<PlusOutlined aria-hidden />} onClick={() => add(NEW_OVERRIDE())}>
            Add Date Override
          </Button>
        </div>
      )}
    </Form.List>
  );
}

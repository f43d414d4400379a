import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Form, Input } from 'antd';
import { NEW_STRETCH } from './availability-form';

const CHOOSE_TIME = 'Choose a time';

interface HoursListProps {
  // the Form.List's name: a weekday's (['weekly', '1']) or an override's hours
  name: (string | number)[];
  // what the pickers' accessible names start with: 'Monday', 'Override 2'
  label: string;
  // an override with other hours keeps at least one stretch
  keepOne?: boolean;
}

// The stretches of one day (several a day: 09:00–12:00 and 14:00–17:00), each two HH:MM pickers
// (the browser's time inputs: a picker on a phone) and a remove button, and a button that adds one. Times are in the booking time zone.
export function HoursList({ name, label, keepOne }: HoursListProps) {
  return (
    <Form.List name={name}>
      {(fields, { add, remove }) => (
        <div className="booking-hours">
          {fields.length === 0 && <span className="booking-hours__none">Unavailable</span>}
          {fields.map((field, index) => {
            const stretch = `${label} hours ${index + 1}`;
            return (
              <Form.Item key={field.key} className="booking-hours__stretch">
                <div className="booking-hours__pickers">
                  <Form.Item name={[field.name, 'start']} noStyle rules={[{ required: true, message: CHOOSE_TIME }]}>
                    <Input type="time" aria-label={`${stretch} from`} />
                  </Form.Item>
                  <span aria-hidden>–</span>
                  <Form.Item name={[field.name, 'end']} noStyle rules={[{ required: true, message: CHOOSE_TIME }]}>
                    <Input type="time" aria-label={`${stretch} until`} />
                  </Form.Item>
                  <Button
                    aria-label={`Remove ${stretch}`}
                    icon={<DeleteOutlined aria-hidden />}
                    disabled={keepOne && fields.length === 1}
                    onClick={() => remove(field.name)}
                  />
                </div>
              </Form.Item>
            );
          })}
          <Button
            className="booking-hours__add"
            icon={<PlusOutlined aria-hidden />}
            aria-label={`Add hours on ${label}`}
            onClick={() => add(NEW_STRETCH())}
          >
            Add hours
          </Button>
        </div>
      )}
    </Form.List>
  );
}

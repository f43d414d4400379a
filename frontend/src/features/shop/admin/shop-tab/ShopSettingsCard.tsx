import { SaveOutlined } from '@ant-design/icons';
import { Button, Card, Form, InputNumber, Spin } from 'antd';
import { useId } from 'react';
import { serverMessage } from '../../../../api/error-message';
import { toast } from '../../../../components/toast';
import { useGetShopSettingsQuery, useSaveShopSettingsMutation } from '../api';

export const SHIPPING_LOAD_FAILED = 'Failed to load the shipping rate. Please try again later.';
export const SHIPPING_SAVE_FAILED = 'Failed to save the shipping rate. Please try again.';

// "$4.50" (as the API shows a price) → 4.5
const dollarsOf = (price: string) => Number(price.replace(/[$,]/g, ''));

// The Shop tab's 'Shipping' card: the flat rate added once to each order with something to ship.
export function ShopSettingsCard() {
  const headingId = useId();
  const { data, isLoading, isError } = useGetShopSettingsQuery();
  const [save, { isLoading: saving }] = useSaveShopSettingsMutation();

  const submit = async ({ shippingRate }: { shippingRate: number }) => {
    try {
      const saved = await save({ saveShopSettingsDto: { shippingRate } }).unwrap();
      toast({ title: 'Shipping Rate Saved', description: `Each order to ship now pays ${saved.shippingRate}.` });
    } catch (error) {
      toast({ title: 'Save Failed', description: serverMessage(error, SHIPPING_SAVE_FAILED), variant: 'destructive' });
    }
  };

  return (
    <section className="admin-shop__section" aria-labelledby={headingId}>
      <h2 id={headingId} className="admin-shop__title">
        Shipping
      </h2>
      <Card>
        {isLoading ? (
          <Spin aria-label="Loading the shipping rate" />
        ) : isError || !data ? (
          <p className="status-message status-message--error" role="alert">
            {SHIPPING_LOAD_FAILED}
          </p>
        ) : (
          <Form
            name="shop-settings"
            layout="inline"
            requiredMark={false}
            initialValues={{ shippingRate: dollarsOf(data.shippingRate) }}
            onFinish={submit}
            className="admin-shop__shipping"
          >
            <Form.Item
              name="shippingRate"
              label="Shipping rate"
              rules={[{ required: true, message: 'Please enter a shipping rate ($0 ships for free)' }]}
            >
              <InputNumber prefix="$" min={0} max={1000} step={0.5} precision={2} />
            </Form.Item>
            <Button type="primary" htmlType="submit" loading={saving} icon={<SaveOutlined aria-hidden />}>
              Save
            </Button>
          </Form>
        )}
        <p className="admin-shop__hint">Added once to each order with something to ship; $0 ships for free.</p>
      </Card>
    </section>
  );
}

import { Button, Card, Modal } from 'antd';
import { useState } from 'react';
import { serverMessage } from '../../../api/error-message';
import { toast } from '../../../components/toast';
import { type ShippingAddressDto, useGetShippingAddressQuery, useSaveShippingAddressMutation } from '../api';
import { addressLines, EMPTY_ADDRESS } from '../lib/shipping';
import { ShippingAddressForm } from './ShippingAddressForm';

// Account → Settings: the address the next checkout fills in (the last one shipped to), editable
// here. Orders keep the address they were placed with.
export function ShippingAddressCard() {
  const { data } = useGetShippingAddressQuery();
  const [save] = useSaveShippingAddressMutation();
  const [editing, setEditing] = useState(false);
  const address = data?.address ?? null;

  const submit = async (next: ShippingAddressDto) => {
    try {
      await save({ shippingAddressDto: next }).unwrap();
      setEditing(false);
      toast({ title: 'Shipping Address Saved', description: 'Your next checkout fills it in.' });
    } catch (error) {
      toast({ title: 'Error', description: serverMessage(error, 'Please try again.'), variant: 'destructive' });
    }
  };

  return (
    <Card title="Shipping Address">
      {address ? (
        <address className="account-settings__description">
          {addressLines(address).map((line) => (
            <span key={line} className="account-address__line">
              {line}
            </span>
          ))}
        </address>
      ) : (
        <p className="account-settings__description">
          No address saved yet: the checkout asks for one when something is shipped to you.
        </p>
      )}
      <Button onClick={() => setEditing(true)}>{address ? 'Edit Address' : 'Add Address'}</Button>
      <Modal title="Shipping Address" open={editing} onCancel={() => setEditing(false)} footer={null} destroyOnHidden>
        <ShippingAddressForm initial={address ?? EMPTY_ADDRESS} submitLabel="Save Address" onSubmit={submit} />
      </Modal>
    </Card>
  );
}

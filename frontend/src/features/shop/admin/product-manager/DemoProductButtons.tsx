import { ExperimentOutlined, InboxOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useDemoProducts } from './use-demo-products';

// Create Demo Product, and Retire Demo Products while some are in the shop.
export function DemoProductButtons() {
  const demo = useDemoProducts();
  return (
    <>
      <Button icon={<ExperimentOutlined aria-hidden />} loading={demo.creating} onClick={demo.add}>
        Create Demo Product
      </Button>
      {demo.inShop > 0 && (
        <Button icon={<InboxOutlined aria-hidden />} loading={demo.retiring} onClick={demo.retire}>
          Retire Demo Products
        </Button>
      )}
    </>
  );
}

import { ExperimentOutlined, InboxOutlined } from '@ant-design/icons';
import { Button, Tabs } from 'antd';
import { useState } from 'react';
import { serverMessage } from '../../../api/error-message';
import { PageHeader } from '../../../components/PageHeader';
import { toast } from '../../../components/toast';
import { AdminOnly } from '../../auth/admin';
import type { ProductDto } from '../api';
import { useCreateDemoProductMutation, useAllProductsQuery, useRetireDemoProductsMutation } from '../api';
import { ProductAdminList } from '../components/ProductAdminList';
import { ProductForm } from '../components/ProductForm';
import { usePageTitle } from '../../site';
import '../products.css';
import '../product-manager.css';

type ManagerTab = 'create' | 'manage';

// /product-manager: an admin page (ARCHITECTURE: product writes are admin-only on the server too).
export function ProductManagerPage() {
  usePageTitle('Product Manager');
  return <AdminOnly>{() => <ProductManager />}</AdminOnly>;
}

function ProductManager() {
  const [tab, setTab] = useState<ManagerTab>('create');
  const [editing, setEditing] = useState<ProductDto | null>(null);
  // a new key mounts an empty form (after a save or a cancelled edit)
  const [formKey, setFormKey] = useState(0);
  const [createDemo, { isLoading: creatingDemo }] = useCreateDemoProductMutation();
  const [retireDemo, { isLoading: retiringDemo }] = useRetireDemoProductsMutation();
  // the demo products still in the shop: one click takes them all out
  const demosInShop = (useAllProductsQuery().data ?? []).filter((p) => p.demo && !p.archived).length;

  const startOver = () => {
    setEditing(null);
    setFormKey((k) => k + 1);
  };

  const addDemo = async () => {
    try {
      const demo = await createDemo().unwrap();
      toast({
        title: 'Demo Product Created',
        description: `"${demo.title}" (${demo.price}) is now in the shop.`,
      });
    } catch (error) {
      toast({
        title: 'Error',
        description: serverMessage(error, 'Failed to create the demo product.'),
        variant: 'destructive',
      });
    }
  };

  const retireDemos = async () => {
    try {
      const { archived } = await retireDemo().unwrap();
      toast({
        title: 'Demo Products Retired',
        description: `${archived} demo product${archived === 1 ? '' : 's'} archived: out of the shop, kept in past orders.`,
      });
    } catch (error) {
      toast({
        title: 'Error',
        description: serverMessage(error, 'Failed to retire the demo products.'),
        variant: 'destructive',
      });
    }
  };

  return (
    <div className="container page product-manager">
      <div className="product-manager__header">
        <PageHeader title="Product Manager" lead="Create and manage the products of the shop." />
        <Button icon={<ExperimentOutlined aria-hidden />} loading={creatingDemo} onClick={addDemo}>
          Create Demo Product
        </Button>
        {demosInShop > 0 && (
          <Button icon={<InboxOutlined aria-hidden />} loading={retiringDemo} onClick={retireDemos}>
            Retire Demo Products
          </Button>
        )}
      </div>
      <Tabs
        activeKey={tab}
        onChange={(key) => setTab(key as ManagerTab)}
        items={[
          {
            key: 'create',
            label: 'Create Product',
            children: (
              <ProductForm
                key={editing ? `edit-${editing.id}-${formKey}` : `new-${formKey}`}
                product={editing}
                onSaved={() => {
                  if (editing) setTab('manage');
                  startOver();
                }}
                onCancelEdit={startOver}
              />
            ),
          },
          {
            key: 'manage',
            label: 'Manage Products',
            children: (
              <ProductAdminList
                onEdit={(product) => {
                  setEditing(product);
                  setFormKey((k) => k + 1);
                  setTab('create');
                }}
              />
            ),
          },
        ]}
      />
    </div>
  );
}

import { Spin, Tabs } from 'antd';
import { Suspense, useState } from 'react';
import { PageHeader } from '../../../../components/PageHeader';
import { AdminOnly } from '../../../auth/admin';
import { usePageTitle } from '../../../site';
import type { ProductDto } from '../../api';
import { useProductTypeScreens } from '../../product-types/registry';
import { DemoProductButtons } from './DemoProductButtons';
import { ProductAdminList } from './ProductAdminList';
import { ProductForm } from './ProductForm';
import '../../products.css';
import './product-manager.css';

type ManagerTab = 'create' | 'manage';

// /product-manager: an admin page (ARCHITECTURE: product writes are admin-only on the server too).
export function ProductManagerPage() {
  usePageTitle('Product Manager');
  return (
    <AdminOnly>
      {() => (
        <Suspense fallback={<Spin size="large" aria-label="Loading the product manager" />}>
          <ProductManager />
        </Suspense>
      )}
    </AdminOnly>
  );
}

function ProductManager() {
  // every type's fields and builder, loaded before the manager shows: a type chosen shows its fields at once
  useProductTypeScreens();
  const [tab, setTab] = useState<ManagerTab>('create');
  const [editing, setEditing] = useState<ProductDto | null>(null);
  // a new key mounts an empty form (after a save or a cancelled edit)
  const [formKey, setFormKey] = useState(0);
  const startOver = () => {
    setEditing(null);
    setFormKey((k) => k + 1);
  };
  const edit = (product: ProductDto) => {
    setEditing(product);
    setFormKey((k) => k + 1);
    setTab('create');
  };
  const form = (
    <ProductForm
      key={editing ? `edit-${editing.id}-${formKey}` : `new-${formKey}`}
      product={editing}
      onSaved={() => {
        if (editing) setTab('manage');
        startOver();
      }}
      onCancelEdit={startOver}
    />
  );

  return (
    <div className="container page product-manager">
      <div className="product-manager__header">
        <PageHeader title="Product Manager" lead="Create and manage the products of the shop." />
        <DemoProductButtons />
      </div>
      <Tabs
        activeKey={tab}
        onChange={(key) => setTab(key as ManagerTab)}
        items={[
          { key: 'create', label: 'Create Product', children: form },
          { key: 'manage', label: 'Manage Products', children: <ProductAdminList onEdit={edit} /> },
        ]}
      />
    </div>
  );
}

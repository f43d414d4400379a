import { DeleteOutlined, InboxOutlined, RollbackOutlined, ShopOutlined } from '@ant-design/icons';
import { Button, Popconfirm } from 'antd';
import { serverMessage } from '../../../../api/error-message';
import { toast } from '../../../../components/toast';
import type { ProductDto } from '../../api';
import { useArchiveProductMutation, useDeleteProductMutation, useUnarchiveProductMutation } from '../../api';

// Retire a product (archive: out of the shop, kept in past orders), bring it back, publish a draft
// (a new course, once its lessons are written), or delete one no order or checkout ever had (the
// server refuses the others with its reason, shown as it says it).
export function ProductLifecycleActions({ product }: { product: ProductDto }) {
  const [archive, archiving] = useArchiveProductMutation();
  const [unarchive, unarchiving] = useUnarchiveProductMutation();
  const [remove, removing] = useDeleteProductMutation();

  const run = async (work: () => Promise<unknown>, done: string, failed: string) => {
    try {
      await work();
      toast({ title: done, description: `"${product.title}"` });
    } catch (error) {
      toast({ title: 'Error', description: serverMessage(error, failed), variant: 'destructive' });
    }
  };

  return (
    <>
      {product.draft ? (
        <Button
          type="primary"
          icon={<ShopOutlined aria-hidden />}
          loading={unarchiving.isLoading}
          onClick={() =>
            void run(() => unarchive({ id: product.id }).unwrap(), 'Published: now in the shop', 'Failed to publish.')
          }
        >
          Publish
        </Button>
      ) : product.archived ? (
        <Button
          icon={<RollbackOutlined aria-hidden />}
          loading={unarchiving.isLoading}
          onClick={() =>
            void run(() => unarchive({ id: product.id }).unwrap(), 'Back in the shop', 'Failed to unarchive.')
          }
        >
          Unarchive
        </Button>
      ) : (
        <Button
          icon={<InboxOutlined aria-hidden />}
          loading={archiving.isLoading}
          onClick={() => void run(() => archive({ id: product.id }).unwrap(), 'Archived', 'Failed to archive.')}
        >
          Archive
        </Button>
      )}
      <Popconfirm
        title={`Delete "${product.title}"?`}
        description="This cannot be undone. A product in any order or checkout cannot be deleted: archive it instead."
        okText="Delete"
        okButtonProps={{ danger: true }}
        onConfirm={() => run(() => remove({ product: product.id }).unwrap(), 'Deleted', 'Failed to delete.')}
      >
        <Button danger icon={<DeleteOutlined aria-hidden />} loading={removing.isLoading}>
          Delete
        </Button>
      </Popconfirm>
    </>
  );
}

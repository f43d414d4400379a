import { serverMessage } from '../../../../api/error-message';
import { toast } from '../../../../components/toast';
import { useAllProductsQuery, useCreateDemoProductMutation, useRetireDemoProductsMutation } from '../../api';

// The product manager's demo products: one made on request, and all of those still in the shop
// retired in one click (archived: out of the shop, kept in past orders).
export function useDemoProducts() {
  const [createDemo, { isLoading: creating }] = useCreateDemoProductMutation();
  const [retireDemo, { isLoading: retiring }] = useRetireDemoProductsMutation();
  const inShop = (useAllProductsQuery().data ?? []).filter((p) => p.demo && !p.archived).length;

  const add = async () => {
    try {
      const demo = await createDemo().unwrap();
      toast({ title: 'Demo Product Created', description: `"${demo.title}" (${demo.price}) is now in the shop.` });
    } catch (error) {
      toast({
        title: 'Error',
        description: serverMessage(error, 'Failed to create the demo product.'),
        variant: 'destructive',
      });
    }
  };

  const retire = async () => {
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

  return { add, creating, retire, retiring, inShop };
}

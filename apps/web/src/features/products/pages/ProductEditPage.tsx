import { Badge, Box, Group, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { messages } from '@clube/contract';
import { OfficeStatus } from '@clube/contract/products';
import { toastSuccess } from '../../../lib/notify';
import { LoadingRing } from '../../../ui/LoadingRing';
import { PageTitleBar } from '../../../ui/PageTitleBar';
import { productCategoriesQueryOptions } from '../api/productCategoriesQueryOptions';
import { productQueryOptions } from '../api/productQueryOptions';
import { useDeleteProductImage } from '../api/useDeleteProductImage';
import { useUpdateProduct } from '../api/useUpdateProduct';
import { NeedsChangeNotice } from '../components/NeedsChangeNotice';
import { ProductForm } from '../components/ProductForm';
import { productToFormValues, toProductFormData } from '../lib/productFormValues';
import { PRODUCTS_URL } from '../lib/urls';

/** /marketplace/products/edit?id= ; a product that is not the seller's (or no id) goes back to the list. */
export default function ProductEditPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const id = Number(params.get('id'));
  const valid = Number.isSafeInteger(id) && id > 0;
  const product = useQuery(productQueryOptions(id));
  const categories = useQuery(productCategoriesQueryOptions());
  const update = useUpdateProduct();
  const deleteImage = useDeleteProductImage(id);

  if (!valid || product.isError || (product.isSuccess && !product.data)) return <Navigate to={PRODUCTS_URL} replace />;
  if (!product.data) return <LoadingRing />;
  const { Product: p, ProductImages } = product.data;

  return (
    <Box p={{ base: 'sm', sm: 'lg' }}>
      <PageTitleBar title="Produtos | Editar" backTo={PRODUCTS_URL} />
      <ProductForm
        key={p.Id}
        productId={p.Id}
        initialValues={productToFormValues(p)}
        categories={categories.data}
        existingImages={ProductImages}
        deletingImageId={deleteImage.isPending ? deleteImage.variables : null}
        onDeleteImage={(image) => deleteImage.mutate(image.Id, { onSuccess: () => toastSuccess(messages.productImageDeleted) })}
        saving={update.isPending}
        header={
          <>
            <Group gap="xs">
              <Text size="sm" c="dimmed">
                Solicitação de Criação:
              </Text>
              <Badge color={p.OfficeStatusColor} variant="light">
                {p.OfficeStatusFormatted}
              </Badge>
            </Group>
            {p.OfficeStatus === OfficeStatus.PrecisaDeAlteracao && <NeedsChangeNotice message={p.NeedsChangeMessage} />}
          </>
        }
        onSave={(values, images) =>
          update.mutate(toProductFormData(values, images, p), {
            onSuccess: (res) => {
              toastSuccess(res.Message ?? messages.productUpdated);
              navigate(PRODUCTS_URL);
            },
          })
        }
      />
    </Box>
  );
}

import { Box } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { messages } from '@clube/contract';
import { toastSuccess } from '../../../lib/notify';
import { PageTitleBar } from '../../../ui/PageTitleBar';
import { productCategoriesQueryOptions } from '../api/productCategoriesQueryOptions';
import { useCreateProduct } from '../api/useCreateProduct';
import { ProductForm } from '../components/ProductForm';
import { emptyProductValues, toProductFormData } from '../lib/productFormValues';
import { PRODUCTS_URL } from '../lib/urls';

/** /marketplace/products/new: the product and its images in one multipart request. */
export default function ProductNewPage() {
  const navigate = useNavigate();
  const categories = useQuery(productCategoriesQueryOptions());
  const create = useCreateProduct();

  return (
    <Box p={{ base: 'sm', sm: 'lg' }}>
      <PageTitleBar title="Produtos | Novo" backTo={PRODUCTS_URL} />
      <ProductForm
        initialValues={emptyProductValues}
        categories={categories.data}
        saving={create.isPending}
        onSave={(values, images) =>
          create.mutate(toProductFormData(values, images), {
            onSuccess: (res) => {
              toastSuccess(res.Message ?? messages.productCreated);
              navigate(PRODUCTS_URL);
            },
          })
        }
      />
    </Box>
  );
}

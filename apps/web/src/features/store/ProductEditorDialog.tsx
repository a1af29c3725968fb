import { ResponseCode, StoreLimit, UploadLimit, type StoreOwnerKind } from '@limelight/protocol';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ImageUp, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FileUploadField } from '../../lib/forms/FileUploadField.tsx';
import { answerMessage } from '../../lib/i18n/index.ts';
import { Button } from '../../ui/Button.tsx';
import { Dialog } from '../../ui/Dialog.tsx';
import { FormAlert } from '../../ui/FormAlert.tsx';
import { TextAreaField } from '../../ui/TextAreaField.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { toast } from '../../ui/toastStore.ts';
import {
  checkProductForm,
  checkProductPhoto,
  emptyProductForm,
  emptyVariantForm,
  type ProductForm,
  type ProductFormErrors,
  type VariantForm,
} from './productForm.ts';
import { createProduct, uploadProductImage } from './storeApi.ts';
import { storeKeys } from './storeQueries.ts';

interface ProductEditorDialogProps {
  owner: { ownerKind: StoreOwnerKind; ownerId: string };
  onClose: () => void;
}

/** A store manager's new product: title, description, image address and one or more variants. */
export function ProductEditorDialog({ owner, onClose }: ProductEditorDialogProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [form, setForm] = useState<ProductForm>(emptyProductForm);
  const [errors, setErrors] = useState<ProductFormErrors>({});
  const [formError, setFormError] = useState<string>();
  const errorOf = (field: string) => {
    const key = errors[field];
    return key && t(key);
  };
  const change = (next: ProductForm) => {
    setForm(next);
    setErrors({});
    setFormError(undefined);
  };
  const changeVariant = (index: number, field: keyof VariantForm, value: string) =>
    change({
      ...form,
      variants: form.variants.map((variant, at) => (at === index ? { ...variant, [field]: value } : variant)),
    });

  const saving = useMutation({
    mutationFn: createProduct,
    onSuccess: (answer) => {
      if (answer.code !== ResponseCode.Success) {
        setFormError(answerMessage(answer, t));
        return;
      }
      toast.success(t('store.editor.created', { title: answer.data.title }));
      void queryClient.invalidateQueries({ queryKey: storeKeys.products(owner.ownerKind, owner.ownerId) });
      onClose();
    },
    onError: () => setFormError(t('messages.pleaseTryAgain')),
  });
  const submit = () => {
    const checked = checkProductForm(form, owner);
    if (checked.ok) saving.mutate(checked.request);
    else setErrors(checked.errors);
  };

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={t('store.editor.title')}>
      <form
        noValidate
        className="flex flex-col gap-4"
        aria-busy={saving.isPending}
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <fieldset className="flex flex-col gap-3" disabled={saving.isPending}>
          <TextField
            label={t('store.editor.productTitle')}
            value={form.title}
            onChange={(event) => change({ ...form, title: event.target.value })}
            error={errorOf('title')}
          />
          <TextAreaField
            label={t('store.editor.description')}
            value={form.description}
            rows={3}
            onChange={(event) => change({ ...form, description: event.target.value })}
            error={errorOf('description')}
          />
          <FileUploadField
            label={t('store.editor.photo')}
            accept={UploadLimit.shoppingPhotoExtensions.map((extension) => `.${extension}`).join(',')}
            chooseLabel={t('store.editor.choosePhoto')}
            icon={ImageUp}
            uploadingLabel={t('store.editor.uploadingPhoto')}
            preview={
              form.image.trim() === '' ? null : (
                <img src={form.image} alt="" className="aspect-square w-32 rounded-lg object-cover" />
              )
            }
            check={(file) => checkProductPhoto(file)}
            upload={uploadProductImage}
            successMessage={t('store.editor.photoUploaded')}
            onUploaded={(uploaded) => change({ ...form, image: uploaded.url })}
          />
          <TextField
            label={t('store.editor.image')}
            hint={t('store.editor.imageHint')}
            value={form.image}
            inputMode="url"
            onChange={(event) => change({ ...form, image: event.target.value })}
            error={errorOf('image')}
          />
          {form.variants.map((variant, index) => (
            <fieldset
              // Variants have no id before they are saved; their place in the list is what names them.
              key={index}
              className="flex flex-col gap-2 rounded-lg border border-border p-3"
            >
              <legend className="px-1 text-sm font-semibold">
                {t('store.editor.variant', { number: index + 1 })}
              </legend>
              <div className="grid grid-cols-1 gap-2 sm:grid-cols-3">
                <TextField
                  label={t('store.editor.variantName')}
                  value={variant.name}
                  onChange={(event) => changeVariant(index, 'name', event.target.value)}
                  error={errorOf(`variants.${index}.name`)}
                />
                <TextField
                  label={t('store.editor.price')}
                  inputMode="decimal"
                  value={variant.price}
                  onChange={(event) => changeVariant(index, 'price', event.target.value)}
                  error={errorOf(`variants.${index}.price`)}
                />
                <TextField
                  label={t('store.editor.stock')}
                  hint={t('store.editor.stockHint')}
                  inputMode="numeric"
                  value={variant.stock}
                  onChange={(event) => changeVariant(index, 'stock', event.target.value)}
                  error={errorOf(`variants.${index}.stock`)}
                />
              </div>
              {form.variants.length > 1 && (
                <Button
                  type="button"
                  variant="ghost"
                  size="sm"
                  className="self-end"
                  onClick={() => change({ ...form, variants: form.variants.filter((_, at) => at !== index) })}
                >
                  <Trash2 className="size-4" aria-hidden="true" />
                  {t('store.editor.removeVariant', { number: index + 1 })}
                </Button>
              )}
            </fieldset>
          ))}
          {form.variants.length < StoreLimit.maxVariants && (
            <Button
              type="button"
              variant="secondary"
              size="sm"
              className="self-start"
              onClick={() => change({ ...form, variants: [...form.variants, emptyVariantForm] })}
            >
              <Plus className="size-4" aria-hidden="true" />
              {t('store.editor.addVariant')}
            </Button>
          )}
        </fieldset>
        <FormAlert message={formError} />
        <Button type="submit" isLoading={saving.isPending}>
          {t('store.editor.save')}
        </Button>
      </form>
    </Dialog>
  );
}

import {
  categoriesWithSubCategories,
  FilmLimit,
  filmCategorySchema,
  filmRatingSchema,
  filmSubCategorySchema,
} from '@limelight/protocol';
import { useTranslation } from 'react-i18next';
import type { useForm } from '../../lib/forms/index.ts';
import { Checkbox } from '../../ui/Checkbox.tsx';
import { SelectField } from '../../ui/SelectField.tsx';
import { TextAreaField } from '../../ui/TextAreaField.tsx';
import { TextField } from '../../ui/TextField.tsx';
import type { FilmDetailsValues } from './filmDetailsForm.ts';

/** Where the server's validation issues go in the details form. */
export const filmDetailsAnswerMapping = {
  byPath: {
    title: 'title',
    description: 'description',
    category: 'category',
    subCategory: 'subCategory',
    rating: 'rating',
    price: 'price',
    trailerUrl: 'trailerUrl',
  },
} as const;

/** A film's details: title, description, category, sub-category (where allowed), rating, price or free, trailer. */
export function FilmDetailsFields({ form }: { form: ReturnType<typeof useForm<FilmDetailsValues>> }) {
  const { t } = useTranslation();
  const hasSubCategory = categoriesWithSubCategories.includes(form.values.category);
  return (
    <>
      <TextField
        label={t('films.form.title')}
        required
        maxLength={FilmLimit.titleMaxLength}
        {...form.textField('title')}
      />
      <TextAreaField
        label={t('films.form.description')}
        maxLength={FilmLimit.descriptionMaxLength}
        {...form.textField('description')}
      />
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        <SelectField
          label={t('films.form.category')}
          options={filmCategorySchema.options.map((category) => ({
            value: category,
            label: t(`films.category.${category}`),
          }))}
          {...form.textField('category')}
        />
        {hasSubCategory && (
          <SelectField
            label={t('films.form.subCategory')}
            options={[
              { value: '', label: t('films.form.noSubCategory') },
              ...filmSubCategorySchema.options.map((subCategory) => ({
                value: subCategory,
                label: t(`films.subCategory.${subCategory}`),
              })),
            ]}
            {...form.textField('subCategory')}
          />
        )}
        <SelectField
          label={t('films.ratingLabel')}
          options={filmRatingSchema.options.map((rating) => ({ value: rating, label: rating }))}
          {...form.textField('rating')}
        />
      </div>
      <div className="flex flex-col gap-2">
        <Checkbox label={t('films.form.free')} {...form.checkbox('isFree')} />
        {!form.values.isFree && (
          <TextField
            label={t('films.form.price')}
            inputMode="decimal"
            autoComplete="off"
            {...form.textField('price')}
          />
        )}
      </div>
      <TextField
        label={t('films.form.trailer')}
        hint={t('films.form.trailerHint')}
        type="url"
        {...form.textField('trailerUrl')}
      />
    </>
  );
}

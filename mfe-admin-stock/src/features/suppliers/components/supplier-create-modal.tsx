import { Divider, PasswordInput, SimpleGrid, TextInput } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { FormModal, useRecordForm, useRecordFormSave, useResourceMutations, validateWithSchema } from '@shop/admin';
import { StoreBody, SupplierCreateBody } from '@shop/contracts';
import { supplierApi } from '../api/supplier-api.ts';

interface CreateValues extends Record<string, unknown> {
  name: string;
  nameKh: string;
  phone: string;
  email: string;
  address: string;
  storeName: string;
  accountEmail: string;
  accountPassword: string;
}

const blankless = (text: string) => (text.trim() ? text.trim() : undefined);

function toBody(values: CreateValues): SupplierCreateBody {
  const storeName = blankless(values.storeName);
  return {
    name: values.name.trim(),
    ...(blankless(values.nameKh) ? { nameKh: values.nameKh.trim() } : {}),
    phone: values.phone.trim(),
    email: values.email.trim(),
    address: values.address.trim(),
    ...(storeName ? { store: { name: storeName } } : {}),
    account: { email: values.accountEmail.trim(), password: values.accountPassword },
  };
}

/**
 * A new supplier, its store and its sign-in, made in one step (POST /api/backend/supplier is one transaction: a
 * taken name or e-mail leaves nothing behind). The store's details not given are the supplier's.
 */
export function SupplierCreateModal({ onClose }: { onClose: () => void }) {
  const { t } = useLingui();
  const mutations = useResourceMutations(supplierApi);
  // The contract checks the whole body; its nested account and store are worded on their own inputs.
  const account = (values: CreateValues) =>
    validateWithSchema(SupplierCreateBody.properties.account, toBody(values).account);
  const form = useRecordForm<CreateValues>({
    schema: SupplierCreateBody,
    initialValues: {
      name: '',
      nameKh: '',
      phone: '',
      email: '',
      address: '',
      storeName: '',
      accountEmail: '',
      accountPassword: '',
    },
    toBody,
    rules: {
      accountEmail: (_value, values) => account(values).email ?? null,
      accountPassword: (_value, values) => account(values).password ?? null,
      storeName: (_value, values) => {
        const store = toBody(values).store;
        return store ? (validateWithSchema(StoreBody, store).name ?? null) : null;
      },
    },
  });
  const { submit, problem, saving } = useRecordFormSave(form, {
    toBody,
    onSubmit: (body) => mutations.create.mutateAsync(body as SupplierCreateBody),
    onSaved: onClose,
    done: t`Added`,
    // The API names the supplier's own fields; its account's password is named as the account's.
    fieldNames: { password: 'accountPassword' },
  });
  const input = (name: keyof CreateValues & string) => ({
    ...form.getInputProps(name),
    key: form.key(name),
    'data-field': name,
  });
  return (
    <FormModal
      title={t`Add a supplier`}
      onClose={onClose}
      onSubmit={submit}
      problem={problem}
      saving={saving}
      testId="supplier-create-form"
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label={t`Name`} withAsterisk {...input('name')} />
        <TextInput label={t`Name in Khmer`} {...input('nameKh')} />
        <TextInput label={t`Phone`} withAsterisk {...input('phone')} />
        <TextInput label={t`E-mail`} withAsterisk {...input('email')} />
      </SimpleGrid>
      <TextInput label={t`Address`} withAsterisk {...input('address')} />
      <Divider label={t`Store`} labelPosition="left" />
      <TextInput label={t`Store name`} description={t`Blank: the supplier's name`} {...input('storeName')} />
      <Divider label={t`Sign-in`} labelPosition="left" />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label={t`Sign-in e-mail`} withAsterisk {...input('accountEmail')} />
        <PasswordInput
          label={t`Password`}
          description={t`8 or more characters with a letter and a digit`}
          withAsterisk
          {...input('accountPassword')}
        />
      </SimpleGrid>
    </FormModal>
  );
}

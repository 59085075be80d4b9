// Vehicle brands common on Cambodian roads, with their Khmer names.
export const demoBrands: readonly { name: string; nameKh: string }[] = [
  { name: 'Toyota', nameKh: 'តូយ៉ូតា' },
  { name: 'Lexus', nameKh: 'ឡិចសាស' },
  { name: 'Honda', nameKh: 'ហុងដា' },
  { name: 'Hyundai', nameKh: 'ហ៊ុយន់ដាយ' },
  { name: 'Kia', nameKh: 'គីយ៉ា' },
  { name: 'Ford', nameKh: 'ហ្វដ' },
  { name: 'Nissan', nameKh: 'នីសាន់' },
  { name: 'Mazda', nameKh: 'ម៉ាស្ដា' },
  { name: 'Mitsubishi', nameKh: 'មីតស៊ូប៊ីស៊ី' },
  { name: 'Isuzu', nameKh: 'អ៊ីស៊ូហ្ស៊ូ' },
];

// The vehicles of the demo shop: models of the brands in demo-catalog.ts with the model years they were
// sold in Cambodia (1995-2026), and how common each is on the road (`weight`: more parts fit common models).

export const FIRST_YEAR = 1995;
export const LAST_YEAR = 2026;

export interface DemoModel {
  brand: string;
  name: string;
  /** Every model has its Khmer name (decisions.md: data in the reader's language). */
  nameKh: string;
  from: number;
  to: number;
  weight: number;
}

const m = (brand: string, name: string, from: number, to: number, weight: number, nameKh: string): DemoModel => ({
  brand,
  name,
  from,
  to,
  weight,
  nameKh,
});

export const demoModels: readonly DemoModel[] = [
  m('Toyota', 'Camry', 1995, 2026, 8, 'កាមរី'),
  m('Toyota', 'Corolla', 1995, 2026, 6, 'កូរ៉ូឡា'),
  m('Toyota', 'Vios', 2003, 2026, 6, 'វីអូស'),
  m('Toyota', 'Hilux', 1997, 2026, 7, 'ហាយលុច'),
  m('Toyota', 'Land Cruiser', 1998, 2026, 4, 'ឡែនគ្រូសឺ'),
  m('Toyota', 'Prius', 2001, 2022, 5, 'ព្រីអុស'),
  m('Toyota', 'RAV4', 1996, 2026, 4, 'រ៉ាវហ្វ័រ'),
  m('Toyota', 'Fortuner', 2005, 2026, 5, 'ហ្វតធូន័រ'),
  m('Toyota', 'Highlander', 2001, 2026, 5, 'ហាយឡែនឌ័រ'),
  m('Toyota', 'Innova', 2005, 2026, 3, 'អ៊ីណូវ៉ា'),
  m('Toyota', 'Yaris', 2005, 2026, 3, 'យ៉ារីស'),
  m('Toyota', 'Alphard', 2003, 2026, 2, 'អាល់ហ្វាដ'),
  m('Toyota', 'Avanza', 2004, 2026, 2, 'អាវ៉ានហ្សា'),
  m('Toyota', 'Sienna', 1998, 2026, 3, 'ស៊ីអេណា'),
  m('Lexus', 'RX', 1998, 2026, 6, 'អ៊ែរអ៊ិច'),
  m('Lexus', 'LX', 1998, 2026, 4, 'អិលអ៊ិច'),
  m('Lexus', 'ES', 1996, 2026, 3, 'អ៊ីអេស'),
  m('Lexus', 'GX', 2003, 2026, 3, 'ជីអ៊ិច'),
  m('Lexus', 'NX', 2015, 2026, 2, 'អិនអ៊ិច'),
  m('Lexus', 'IS', 1999, 2026, 1, 'អាយអេស'),
  m('Lexus', 'LS', 1995, 2026, 1, 'អិលអេស'),
  m('Honda', 'Civic', 1995, 2026, 4, 'ស៊ីវិក'),
  m('Honda', 'Accord', 1995, 2026, 3, 'អាខត'),
  m('Honda', 'CR-V', 1997, 2026, 4, 'ស៊ីអរវី'),
  m('Honda', 'City', 1996, 2026, 3, 'ស៊ីធី'),
  m('Honda', 'Jazz', 2002, 2026, 2, 'ចាស'),
  m('Honda', 'HR-V', 2015, 2026, 2, 'អេចអរវី'),
  m('Honda', 'Pilot', 2003, 2026, 1, 'ផៃឡត'),
  m('Honda', 'Odyssey', 1995, 2022, 1, 'អូឌីស៊ី'),
  m('Hyundai', 'Elantra', 1996, 2026, 2, 'អេឡង់ត្រា'),
  m('Hyundai', 'Tucson', 2005, 2026, 2, 'ទូសាន់'),
  m('Hyundai', 'Santa Fe', 2001, 2026, 3, 'សាន់តាហ្វេ'),
  m('Hyundai', 'Accent', 1995, 2026, 2, 'អាកសិន'),
  m('Hyundai', 'Sonata', 1995, 2026, 2, 'សូណាតា'),
  m('Hyundai', 'Starex', 1997, 2021, 3, 'ស្តារ៉េក'),
  m('Hyundai', 'Porter', 1996, 2026, 2, 'ព័រទ័រ'),
  m('Hyundai', 'Creta', 2015, 2026, 1, 'គ្រេតា'),
  m('Kia', 'Sorento', 2003, 2026, 2, 'សូរ៉េនតូ'),
  m('Kia', 'Sportage', 1995, 2026, 2, 'ស្ព័រធេច'),
  m('Kia', 'Morning', 2004, 2026, 2, 'ម៉ននីង'),
  m('Kia', 'Rio', 2000, 2026, 1, 'រីអូ'),
  m('Kia', 'Carnival', 1999, 2026, 2, 'ខានីវ៉ាល់'),
  m('Kia', 'K5', 2010, 2026, 1, 'ខេហ្វាយ'),
  m('Kia', 'Seltos', 2019, 2026, 1, 'សែលតូស'),
  m('Ford', 'Ranger', 1998, 2026, 5, 'រេនជឺ'),
  m('Ford', 'Everest', 2003, 2026, 3, 'អេវឺរេស'),
  m('Ford', 'Focus', 1998, 2018, 1, 'ហ្វូកឃើស'),
  m('Ford', 'Transit', 1995, 2026, 2, 'ត្រង់ស៊ីត'),
  m('Ford', 'Explorer', 1995, 2026, 1, 'អ៊ិចស្ព្លរ័រ'),
  m('Ford', 'F-150', 1995, 2026, 1, 'អែហ្វមួយរយហាសិប'),
  m('Ford', 'EcoSport', 2013, 2022, 1, 'អេកូស្ព័រ'),
  m('Nissan', 'Navara', 1997, 2026, 3, 'ណាវ៉ារ៉ា'),
  m('Nissan', 'X-Trail', 2001, 2026, 2, 'អ៊ិចត្រែល'),
  m('Nissan', 'Sunny', 1995, 2020, 2, 'សាន់នី'),
  m('Nissan', 'Patrol', 1997, 2026, 2, 'ប៉ាត្រូល'),
  m('Nissan', 'Teana', 2003, 2020, 1, 'ធីអាណា'),
  m('Nissan', 'Almera', 2000, 2026, 1, 'អាល់មេរ៉ា'),
  m('Nissan', 'Urvan', 2001, 2026, 1, 'អ៊ឺវ៉ាន់'),
  m('Mazda', 'Mazda3', 2003, 2026, 2, 'ម៉ាស្ដាបី'),
  m('Mazda', 'CX-5', 2012, 2026, 2, 'ស៊ីអ៊ិចប្រាំ'),
  m('Mazda', 'BT-50', 2006, 2026, 2, 'ប៊ីធីហាសិប'),
  m('Mazda', 'Mazda6', 2002, 2026, 1, 'ម៉ាស្ដាប្រាំមួយ'),
  m('Mazda', 'CX-3', 2015, 2026, 1, 'ស៊ីអ៊ិចបី'),
  m('Mazda', 'CX-9', 2007, 2026, 1, 'ស៊ីអ៊ិចប្រាំបួន'),
  m('Mazda', 'Mazda2', 2007, 2026, 1, 'ម៉ាស្ដាពីរ'),
  m('Mitsubishi', 'Pajero', 1995, 2021, 3, 'ប៉ាចេរ៉ូ'),
  m('Mitsubishi', 'Triton', 2005, 2026, 3, 'ទ្រីតុន'),
  m('Mitsubishi', 'Outlander', 2003, 2026, 1, 'អៅឡេនឌ័រ'),
  m('Mitsubishi', 'Xpander', 2017, 2026, 2, 'អ៊ិចផេនឌ័រ'),
  m('Mitsubishi', 'Lancer', 1995, 2017, 1, 'ឡាន់សឺ'),
  m('Mitsubishi', 'Pajero Sport', 1997, 2026, 2, 'ប៉ាចេរ៉ូស្ព័រ'),
  m('Mitsubishi', 'Attrage', 2013, 2026, 1, 'អាត្រាច'),
  m('Isuzu', 'D-Max', 2002, 2026, 4, 'ឌីម៉ាក់'),
  m('Isuzu', 'MU-X', 2013, 2026, 2, 'អឹមយូអ៊ិច'),
  m('Isuzu', 'Trooper', 1995, 2005, 1, 'ទ្រូភឺ'),
  m('Isuzu', 'NPR', 1995, 2026, 2, 'អិនភីអរ'),
  m('Isuzu', 'NLR', 2005, 2026, 1, 'អិនអិលអរ'),
  m('Isuzu', 'Crosswind', 2001, 2017, 1, 'ក្រូសវីន'),
  m('Isuzu', 'FRR', 1995, 2026, 1, 'អែហ្វអរអរ'),
  m('Isuzu', 'Hi-Lander', 2000, 2006, 1, 'ហាយឡែនឌ័រ'),
];

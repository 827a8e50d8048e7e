// Reading a structure file (decision 0065): CSV or XLSX like the contracts file, its first row naming
// the columns in Russian or English. The ИНН, the address and the role may be left out.
import { TEAM_IMPORT_MAX_ROWS } from '@cabinet/contracts';
import type { StructureRowInput } from '../teams/service.js';
import { unreadable } from './csv-table.js';
import { columnsOf, readTableFile } from './parse-file.js';

type Column = Exclude<keyof StructureRowInput, 'line'>;

const HEADERS: Record<Column, readonly string[]> = {
  dealer: ['дилер', 'название дилера', 'dealer'],
  dealerInn: ['инн дилера', 'инн', 'dealer inn', 'dealer_inn', 'inn'],
  point: ['точка продаж', 'точка', 'офис', 'point', 'point of sale', 'sales point'],
  pointAddress: ['адрес точки', 'адрес', 'address', 'point address'],
  team: ['команда', 'team'],
  phone: ['телефон', 'телефон участника', 'телефон агента', 'phone'],
  role: ['роль', 'role'],
  from: ['с даты', 'первый день', 'дата', 'from', 'date'],
};
const OPTIONAL: ReadonlySet<Column> = new Set(['dealerInn', 'pointAddress', 'role']);

export async function parseStructureFile(bytes: Buffer): Promise<StructureRowInput[]> {
  const [header, ...data] = await readTableFile(bytes, TEAM_IMPORT_MAX_ROWS);
  if (!header) throw unreadable('Файл пустой');
  const index = columnsOf(header.cells, HEADERS, OPTIONAL);
  const rows: StructureRowInput[] = [];
  for (const { line, cells } of data) {
    if (cells.every((c) => c.trim() === '')) continue;
    const cell = (c: Column) => (index[c] < 0 ? '' : (cells[index[c]] ?? '').trim());
    rows.push({
      line,
      dealer: cell('dealer'),
      dealerInn: cell('dealerInn'),
      point: cell('point'),
      pointAddress: cell('pointAddress'),
      team: cell('team'),
      phone: cell('phone'),
      role: cell('role'),
      from: cell('from'),
    });
  }
  if (rows.length === 0) throw unreadable('В файле нет строк со структурой');
  return rows;
}

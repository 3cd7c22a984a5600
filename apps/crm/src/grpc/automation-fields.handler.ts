import type { CrmAutomationRpc } from '@wbk/contracts';
import { validationError, type Clock } from '@wbk/platform';
import { decodeCallerContext, recordId, type RpcHandlers } from '@wbk/rpc';
import type { ContactState } from '../domain/contact';
import { parsePatchContact } from '../domain/contact.schema';
import { parsePatchDeal } from '../domain/deal.schema';
import { parsePatchTask } from '../domain/task.schema';
import type { ContactRepository } from '../store/contact.repository';
import type { DealRepository } from '../store/deal.repository';
import type { TaskRepository } from '../store/task.repository';
import { contactNotFound, dealNotFound, taskNotFound } from '../domain/refusals';
import { UpdateContact } from '../app/update-contact.use-case';
import { UpdateDeal } from '../app/update-deal.use-case';
import { UpdateTask } from '../app/update-task.use-case';
import { requiredText } from './automation-records';

export const CUSTOM_FIELD_PREFIX = 'custom_fields.';

export interface AutomationFieldsDeps {
  contacts: ContactRepository;
  deals: DealRepository;
  tasks: TaskRepository;
  clock: Clock;
  afterWrite: () => void;
}

function parseValue(json: string): unknown {
  try {
    return JSON.parse(json) as unknown;
  } catch {
    throw validationError([{ field: 'value_json', message: 'must be JSON text (e.g. "\\"won\\"", "3", "null")' }]);
  }
}

/**
 * The PATCH body that sets one contact field. `custom_fields.<key>` merges
 * that key into the custom_fields stored at this attempt (a PATCH replaces
 * custom_fields whole), so a concurrent change of another key is kept; the
 * computed key keeps a "__proto__" key an own property.
 */
export function contactFieldBody(field: string, value: unknown, stored: ContactState): Record<string, unknown> {
  if (!field.startsWith(CUSTOM_FIELD_PREFIX)) return { [field]: value };
  const key = field.slice(CUSTOM_FIELD_PREFIX.length);
  if (key === '') throw validationError([{ field: 'field', message: `must name the custom field after "${CUSTOM_FIELD_PREFIX}"` }]);
  return { custom_fields: { ...stored.custom_fields, [key]: value } };
}

/**
 * SetField: the workflow engine's update_field. One field of a contact, deal
 * or task, through the same parse functions and writes as the public PATCH of
 * that record (so the same validation, no-change rule, event and version guard).
 */
export function createAutomationFieldsHandlers(deps: AutomationFieldsDeps): Pick<RpcHandlers<CrmAutomationRpc>, 'SetField'> {
  const updateContact = new UpdateContact(deps);
  const updateDeal = new UpdateDeal(deps);
  const updateTask = new UpdateTask(deps);
  return {
    async SetField(request) {
      const scope = decodeCallerContext(request.context);
      const field = requiredText('field', request.field);
      const value = parseValue(request.value_json);
      switch (request.record_type) {
        case 'RECORD_TYPE_CONTACT': {
          const id = recordId(request.id, contactNotFound);
          const { changed } = await updateContact.execute(scope, id, (stored) => parsePatchContact(contactFieldBody(field, value, stored)));
          return { id, changed };
        }
        case 'RECORD_TYPE_DEAL': {
          const id = recordId(request.id, dealNotFound);
          const { changed } = await updateDeal.execute(scope, id, parsePatchDeal({ [field]: value }));
          return { id, changed };
        }
        case 'RECORD_TYPE_TASK': {
          const id = recordId(request.id, taskNotFound);
          const { changed } = await updateTask.execute(scope, id, parsePatchTask({ [field]: value }));
          return { id, changed };
        }
        case 'RECORD_TYPE_UNSPECIFIED':
          throw validationError([{ field: 'record_type', message: 'must be RECORD_TYPE_CONTACT, RECORD_TYPE_DEAL or RECORD_TYPE_TASK' }]);
      }
    },
  };
}

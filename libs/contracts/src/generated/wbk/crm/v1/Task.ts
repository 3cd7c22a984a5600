// Original file: proto/crm/v1/crm_automation.proto


export interface Task {
  'id'?: (string);
  'title'?: (string);
  'description'?: (string);
  'status'?: (string);
  'priority'?: (string);
  'due_date'?: (string);
  'contact_id'?: (string);
  'deal_id'?: (string);
  'assigned_to_user_id'?: (string);
  'completed_at'?: (string);
  'created_date'?: (string);
  'updated_date'?: (string);
  '_description'?: "description";
  '_due_date'?: "due_date";
  '_contact_id'?: "contact_id";
  '_deal_id'?: "deal_id";
  '_assigned_to_user_id'?: "assigned_to_user_id";
  '_completed_at'?: "completed_at";
}

export interface Task__Output {
  'id': (string);
  'title': (string);
  'description'?: (string);
  'status': (string);
  'priority': (string);
  'due_date'?: (string);
  'contact_id'?: (string);
  'deal_id'?: (string);
  'assigned_to_user_id'?: (string);
  'completed_at'?: (string);
  'created_date': (string);
  'updated_date': (string);
  '_description'?: "description";
  '_due_date'?: "due_date";
  '_contact_id'?: "contact_id";
  '_deal_id'?: "deal_id";
  '_assigned_to_user_id'?: "assigned_to_user_id";
  '_completed_at'?: "completed_at";
}

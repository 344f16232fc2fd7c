export interface AnalyticsEvents {
  page_view: { page_path: string; page_title: string; page_location: string };
  navigation_click: { section_name: string };
  view_application_form: { department_id: string; department_name: string; available_roles: string };
  resume_upload: { department_id: string; file_type: string };
  resume_upload_error: { department_id: string; error_message: string };
  application_submit: { department_id: string; department_name: string; role: string; has_github: boolean };
  application_submit_error: { department_id: string; error_message: string };
  form_field_interaction: { department_id: string; field_name: string };
  view_opportunities: { total_departments: number; total_positions: number };
  select_department: { department_id: string; department_name: string; position_count: number; is_active: boolean };
}

export type AnalyticsEventName = keyof AnalyticsEvents;

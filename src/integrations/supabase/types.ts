export type Json =
  | string
  | number
  | boolean
  | null
  | { [key: string]: Json | undefined }
  | Json[]

export type Database = {
  public: {
    Tables: {
      admin_users: {
        Row: {
          admin_token: string | null
          admin_token_issued_at: string | null
          created_at: string
          disabled_at: string | null
          email: string
          full_name: string | null
          id: string
          password_setup_completed: boolean
          reset_link_issued_at: string | null
          role: string
          sessions_ended_at: string | null
          two_factor_reset_at: string | null
          updated_at: string
        }
        Insert: {
          admin_token?: string | null
          admin_token_issued_at?: string | null
          created_at?: string
          disabled_at?: string | null
          email: string
          full_name?: string | null
          id: string
          password_setup_completed?: boolean
          reset_link_issued_at?: string | null
          role?: string
          sessions_ended_at?: string | null
          two_factor_reset_at?: string | null
          updated_at?: string
        }
        Update: {
          admin_token?: string | null
          admin_token_issued_at?: string | null
          created_at?: string
          disabled_at?: string | null
          email?: string
          full_name?: string | null
          id?: string
          password_setup_completed?: boolean
          reset_link_issued_at?: string | null
          role?: string
          sessions_ended_at?: string | null
          two_factor_reset_at?: string | null
          updated_at?: string
        }
        Relationships: []
      }
      alert_reads: {
        Row: {
          alert_id: string
          read_at: string
          user_id: string
        }
        Insert: {
          alert_id: string
          read_at?: string
          user_id: string
        }
        Update: {
          alert_id?: string
          read_at?: string
          user_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "alert_reads_alert_id_fkey"
            columns: ["alert_id"]
            isOneToOne: false
            referencedRelation: "alerts"
            referencedColumns: ["id"]
          },
        ]
      }
      alert_rules: {
        Row: {
          brand_id: string | null
          country_id: string | null
          created_at: string
          enabled: boolean
          id: string
          kind: string
          muted_until: string | null
          name: string
          params: NonNullable<Json>
          updated_at: string
          updated_by: string | null
          webhook_url: string | null
        }
        Insert: {
          brand_id?: string | null
          country_id?: string | null
          created_at?: string
          enabled?: boolean
          id?: string
          kind: string
          muted_until?: string | null
          name: string
          params?: NonNullable<Json>
          updated_at?: string
          updated_by?: string | null
          webhook_url?: string | null
        }
        Update: {
          brand_id?: string | null
          country_id?: string | null
          created_at?: string
          enabled?: boolean
          id?: string
          kind?: string
          muted_until?: string | null
          name?: string
          params?: NonNullable<Json>
          updated_at?: string
          updated_by?: string | null
          webhook_url?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "alert_rules_brand_id_fkey"
            columns: ["brand_id"]
            isOneToOne: false
            referencedRelation: "brand_link_health"
            referencedColumns: ["brand_id"]
          },
          {
            foreignKeyName: "alert_rules_brand_id_fkey"
            columns: ["brand_id"]
            isOneToOne: false
            referencedRelation: "brands"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "alert_rules_country_id_fkey"
            columns: ["country_id"]
            isOneToOne: false
            referencedRelation: "countries"
            referencedColumns: ["id"]
          },
        ]
      }
      alert_subscriptions: {
        Row: {
          created_at: string
          rule_id: string
          user_id: string
        }
        Insert: {
          created_at?: string
          rule_id: string
          user_id: string
        }
        Update: {
          created_at?: string
          rule_id?: string
          user_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "alert_subscriptions_rule_id_fkey"
            columns: ["rule_id"]
            isOneToOne: false
            referencedRelation: "alert_rules"
            referencedColumns: ["id"]
          },
        ]
      }
      alerts: {
        Row: {
          baseline: number | null
          brand_id: string | null
          cleared_at: string | null
          cleared_message: string | null
          cleared_notified_at: string | null
          country_id: string | null
          delivery: NonNullable<Json>
          details: NonNullable<Json>
          email_status: string | null
          figure: number | null
          fired_at: string
          id: string
          kind: string
          link: string | null
          message: string
          notified_at: string | null
          rule_id: string
          subject_key: string
          subject_label: string
          threshold: number | null
          webhook_status: string | null
        }
        Insert: {
          baseline?: number | null
          brand_id?: string | null
          cleared_at?: string | null
          cleared_message?: string | null
          cleared_notified_at?: string | null
          country_id?: string | null
          delivery?: NonNullable<Json>
          details?: NonNullable<Json>
          email_status?: string | null
          figure?: number | null
          fired_at?: string
          id?: string
          kind: string
          link?: string | null
          message: string
          notified_at?: string | null
          rule_id: string
          subject_key: string
          subject_label: string
          threshold?: number | null
          webhook_status?: string | null
        }
        Update: {
          baseline?: number | null
          brand_id?: string | null
          cleared_at?: string | null
          cleared_message?: string | null
          cleared_notified_at?: string | null
          country_id?: string | null
          delivery?: NonNullable<Json>
          details?: NonNullable<Json>
          email_status?: string | null
          figure?: number | null
          fired_at?: string
          id?: string
          kind?: string
          link?: string | null
          message?: string
          notified_at?: string | null
          rule_id?: string
          subject_key?: string
          subject_label?: string
          threshold?: number | null
          webhook_status?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "alerts_brand_id_fkey"
            columns: ["brand_id"]
            isOneToOne: false
            referencedRelation: "brand_link_health"
            referencedColumns: ["brand_id"]
          },
          {
            foreignKeyName: "alerts_brand_id_fkey"
            columns: ["brand_id"]
            isOneToOne: false
            referencedRelation: "brands"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "alerts_country_id_fkey"
            columns: ["country_id"]
            isOneToOne: false
            referencedRelation: "countries"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "alerts_rule_id_fkey"
            columns: ["rule_id"]
            isOneToOne: false
            referencedRelation: "alert_rules"
            referencedColumns: ["id"]
          },
        ]
      }
      audit_log: {
        Row: {
          action: string
          actor_db_role: string
          actor_email: string | null
          actor_id: string | null
          actor_staff_role: string | null
          changed_fields: string[] | null
          id: number
          new_data: Json | null
          occurred_at: string
          old_data: Json | null
          record_id: string | null
          table_name: string
          txid: number | null
        }
        Insert: {
          action: string
          actor_db_role: string
          actor_email?: string | null
          actor_id?: string | null
          actor_staff_role?: string | null
          changed_fields?: string[] | null
          id?: never
          new_data?: Json | null
          occurred_at?: string
          old_data?: Json | null
          record_id?: string | null
          table_name: string
          txid?: number | null
        }
        Update: {
          action?: string
          actor_db_role?: string
          actor_email?: string | null
          actor_id?: string | null
          actor_staff_role?: string | null
          changed_fields?: string[] | null
          id?: never
          new_data?: Json | null
          occurred_at?: string
          old_data?: Json | null
          record_id?: string | null
          table_name?: string
          txid?: number | null
        }
        Relationships: []
      }
      brand_categories: {
        Row: {
          brand_id: string
          category_id: string
          created_at: string
        }
        Insert: {
          brand_id: string
          category_id: string
          created_at?: string
        }
        Update: {
          brand_id?: string
          category_id?: string
          created_at?: string
        }
        Relationships: [
          {
            foreignKeyName: "brand_categories_brand_id_fkey"
            columns: ["brand_id"]
            isOneToOne: false
            referencedRelation: "brand_link_health"
            referencedColumns: ["brand_id"]
          },
          {
            foreignKeyName: "brand_categories_brand_id_fkey"
            columns: ["brand_id"]
            isOneToOne: false
            referencedRelation: "brands"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "brand_categories_category_id_fkey"
            columns: ["category_id"]
            isOneToOne: false
            referencedRelation: "categories"
            referencedColumns: ["id"]
          },
        ]
      }
      brand_clicks_history: {
        Row: {
          ab_test_variant: string | null
          accepted_postbacks: number
          age: string | null
          brand_id: string | null
          brand_name: string | null
          browser: string | null
          browser_version: string | null
          campaign: string | null
          card_position: number | null
          city: string | null
          click_day_of_week: number | null
          click_hour_of_day: number | null
          click_id: string
          click_in_id: string | null
          click_path: string
          click_speed_ms: number | null
          click_time: string
          content: string | null
          conversions: number
          country: string | null
          day_of_week: number | null
          device_brand: string | null
          device_type: string | null
          fbclid: string | null
          game: string | null
          gclid: string | null
          hour_of_day: number | null
          id: string
          ingest_xid: unknown
          ip: string | null
          is_bot_filtered: boolean
          is_linked: boolean
          is_mobile: boolean | null
          is_suspicious: boolean
          is_webdriver: boolean | null
          landing_path: string | null
          language: string | null
          load_time_ms: number | null
          medium: string | null
          msclkid: string | null
          os: string | null
          os_version: string | null
          page_url: string | null
          quality_flags: string[]
          referrer: string | null
          referrer_host: string | null
          revenue: number
          screen_resolution: string | null
          scroll_depth: number | null
          session_click_count: number | null
          session_id: string
          social_source: string | null
          source: string | null
          term: string | null
          time_on_page_sec: number | null
          traffic_quality_score: number
          ttclid: string | null
          user_agent: string | null
          user_id: string
        }
        Insert: {
          ab_test_variant?: string | null
          accepted_postbacks?: number
          age?: string | null
          brand_id?: string | null
          brand_name?: string | null
          browser?: string | null
          browser_version?: string | null
          campaign?: string | null
          card_position?: number | null
          city?: string | null
          click_day_of_week?: number | null
          click_hour_of_day?: number | null
          click_id?: string
          click_in_id?: string | null
          click_path?: string
          click_speed_ms?: number | null
          click_time?: string
          content?: string | null
          conversions?: number
          country?: string | null
          day_of_week?: number | null
          device_brand?: string | null
          device_type?: string | null
          fbclid?: string | null
          game?: string | null
          gclid?: string | null
          hour_of_day?: number | null
          id?: string
          ingest_xid?: unknown
          ip?: string | null
          is_bot_filtered?: boolean
          is_linked?: boolean
          is_mobile?: boolean | null
          is_suspicious?: boolean
          is_webdriver?: boolean | null
          landing_path?: never
          language?: string | null
          load_time_ms?: number | null
          medium?: string | null
          msclkid?: string | null
          os?: string | null
          os_version?: string | null
          page_url?: string | null
          quality_flags?: string[]
          referrer?: string | null
          referrer_host?: never
          revenue?: number
          screen_resolution?: string | null
          scroll_depth?: number | null
          session_click_count?: number | null
          session_id: string
          social_source?: string | null
          source?: string | null
          term?: string | null
          time_on_page_sec?: number | null
          traffic_quality_score?: number
          ttclid?: string | null
          user_agent?: string | null
          user_id: string
        }
        Update: {
          ab_test_variant?: string | null
          accepted_postbacks?: number
          age?: string | null
          brand_id?: string | null
          brand_name?: string | null
          browser?: string | null
          browser_version?: string | null
          campaign?: string | null
          card_position?: number | null
          city?: string | null
          click_day_of_week?: number | null
          click_hour_of_day?: number | null
          click_id?: string
          click_in_id?: string | null
          click_path?: string
          click_speed_ms?: number | null
          click_time?: string
          content?: string | null
          conversions?: number
          country?: string | null
          day_of_week?: number | null
          device_brand?: string | null
          device_type?: string | null
          fbclid?: string | null
          game?: string | null
          gclid?: string | null
          hour_of_day?: number | null
          id?: string
          ingest_xid?: unknown
          ip?: string | null
          is_bot_filtered?: boolean
          is_linked?: boolean
          is_mobile?: boolean | null
          is_suspicious?: boolean
          is_webdriver?: boolean | null
          landing_path?: never
          language?: string | null
          load_time_ms?: number | null
          medium?: string | null
          msclkid?: string | null
          os?: string | null
          os_version?: string | null
          page_url?: string | null
          quality_flags?: string[]
          referrer?: string | null
          referrer_host?: never
          revenue?: number
          screen_resolution?: string | null
          scroll_depth?: number | null
          session_click_count?: number | null
          session_id?: string
          social_source?: string | null
          source?: string | null
          term?: string | null
          time_on_page_sec?: number | null
          traffic_quality_score?: number
          ttclid?: string | null
          user_agent?: string | null
          user_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "brand_clicks_history_brand_id_fkey"
            columns: ["brand_id"]
            isOneToOne: false
            referencedRelation: "brand_link_health"
            referencedColumns: ["brand_id"]
          },
          {
            foreignKeyName: "brand_clicks_history_brand_id_fkey"
            columns: ["brand_id"]
            isOneToOne: false
            referencedRelation: "brands"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "brand_clicks_history_click_in_id_fkey"
            columns: ["click_in_id"]
            isOneToOne: false
            referencedRelation: "admin_session_log"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "brand_clicks_history_click_in_id_fkey"
            columns: ["click_in_id"]
            isOneToOne: false
            referencedRelation: "visitor_sessions"
            referencedColumns: ["id"]
          },
        ]
      }
      brand_licences: {
        Row: {
          brand_id: string
          created_at: string
          id: string
          last_checked_at: string | null
          licence_number: string
          register_url: string | null
          regulator_id: string
          updated_at: string
          valid_from: string
          valid_to: string | null
        }
        Insert: {
          brand_id: string
          created_at?: string
          id?: string
          last_checked_at?: string | null
          licence_number: string
          register_url?: string | null
          regulator_id: string
          updated_at?: string
          valid_from: string
          valid_to?: string | null
        }
        Update: {
          brand_id?: string
          created_at?: string
          id?: string
          last_checked_at?: string | null
          licence_number?: string
          register_url?: string | null
          regulator_id?: string
          updated_at?: string
          valid_from?: string
          valid_to?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "brand_licences_brand_id_fkey"
            columns: ["brand_id"]
            isOneToOne: false
            referencedRelation: "brand_link_health"
            referencedColumns: ["brand_id"]
          },
          {
            foreignKeyName: "brand_licences_brand_id_fkey"
            columns: ["brand_id"]
            isOneToOne: false
            referencedRelation: "brands"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "brand_licences_regulator_id_fkey"
            columns: ["regulator_id"]
            isOneToOne: false
            referencedRelation: "regulators"
            referencedColumns: ["id"]
          },
        ]
      }
      brand_votes: {
        Row: {
          brand_id: string
          created_at: string
          ip: string | null
          rating: number
          updated_at: string
          user_agent: string | null
          voter_id: string
        }
        Insert: {
          brand_id: string
          created_at?: string
          ip?: string | null
          rating: number
          updated_at?: string
          user_agent?: string | null
          voter_id: string
        }
        Update: {
          brand_id?: string
          created_at?: string
          ip?: string | null
          rating?: number
          updated_at?: string
          user_agent?: string | null
          voter_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "brand_votes_brand_id_fkey"
            columns: ["brand_id"]
            isOneToOne: false
            referencedRelation: "brand_link_health"
            referencedColumns: ["brand_id"]
          },
          {
            foreignKeyName: "brand_votes_brand_id_fkey"
            columns: ["brand_id"]
            isOneToOne: false
            referencedRelation: "brands"
            referencedColumns: ["id"]
          },
        ]
      }
      brands: {
        Row: {
          blacklist_entry_id: string | null
          bonus_amount: string | null
          bonus_expiry_days: number | null
          bonus_products: string[]
          bonus_reason: string | null
          bonus_text: string | null
          brand_logo_url: string | null
          brand_name: string
          brand_slug: string
          cons: string[]
          country_id: string
          created_at: string
          cta_button_text: string | null
          destination_url: string | null
          editor_score: number
          eligible_games: string | null
          first_deposit_offer: boolean
          full_description: string | null
          full_terms_url: string | null
          hover_bonus_text: string | null
          id: string
          is_active: boolean
          is_editors_choice: boolean
          is_trending: boolean
          label_tag: string | null
          license: string | null
          link_pause_reason: string | null
          link_paused_at: string | null
          max_bet: string | null
          max_cashout: string | null
          metrics: NonNullable<Json>
          min_deposit: string | null
          payout_speed: string | null
          promo_code: string | null
          pros: string[]
          rating_baseline: number | null
          rating_baseline_votes: number
          review_bonuses: string | null
          review_games: string | null
          review_mobile: string | null
          review_overview: string | null
          review_payments: string | null
          review_security: string | null
          review_support: string | null
          review_verdict: string | null
          short_description: string | null
          sort_order: number
          subid_param: string | null
          today_picked_count: number
          trust_icons: string[]
          updated_at: string
          user_rating: number | null
          user_rating_votes: number
          wagering_applies_to: string | null
          wagering_multiple: number | null
          market_block: string | null
        }
        Insert: {
          blacklist_entry_id?: string | null
          bonus_amount?: string | null
          bonus_expiry_days?: number | null
          bonus_products?: string[]
          bonus_reason?: string | null
          bonus_text?: string | null
          brand_logo_url?: string | null
          brand_name: string
          brand_slug: string
          cons?: string[]
          country_id: string
          created_at?: string
          cta_button_text?: string | null
          destination_url?: string | null
          editor_score?: number
          eligible_games?: string | null
          first_deposit_offer?: boolean
          full_description?: string | null
          full_terms_url?: string | null
          hover_bonus_text?: string | null
          id?: string
          is_active?: boolean
          is_editors_choice?: boolean
          is_trending?: boolean
          label_tag?: string | null
          license?: string | null
          link_pause_reason?: string | null
          link_paused_at?: string | null
          max_bet?: string | null
          max_cashout?: string | null
          metrics?: NonNullable<Json>
          min_deposit?: string | null
          payout_speed?: string | null
          promo_code?: string | null
          pros?: string[]
          rating_baseline?: number | null
          rating_baseline_votes?: number
          review_bonuses?: string | null
          review_games?: string | null
          review_mobile?: string | null
          review_overview?: string | null
          review_payments?: string | null
          review_security?: string | null
          review_support?: string | null
          review_verdict?: string | null
          short_description?: string | null
          sort_order?: number
          subid_param?: string | null
          today_picked_count?: number
          trust_icons?: string[]
          updated_at?: string
          user_rating?: number | null
          user_rating_votes?: number
          wagering_applies_to?: string | null
          wagering_multiple?: number | null
        }
        Update: {
          blacklist_entry_id?: string | null
          bonus_amount?: string | null
          bonus_expiry_days?: number | null
          bonus_products?: string[]
          bonus_reason?: string | null
          bonus_text?: string | null
          brand_logo_url?: string | null
          brand_name?: string
          brand_slug?: string
          cons?: string[]
          country_id?: string
          created_at?: string
          cta_button_text?: string | null
          destination_url?: string | null
          editor_score?: number
          eligible_games?: string | null
          first_deposit_offer?: boolean
          full_description?: string | null
          full_terms_url?: string | null
          hover_bonus_text?: string | null
          id?: string
          is_active?: boolean
          is_editors_choice?: boolean
          is_trending?: boolean
          label_tag?: string | null
          license?: string | null
          link_pause_reason?: string | null
          link_paused_at?: string | null
          max_bet?: string | null
          max_cashout?: string | null
          metrics?: NonNullable<Json>
          min_deposit?: string | null
          payout_speed?: string | null
          promo_code?: string | null
          pros?: string[]
          rating_baseline?: number | null
          rating_baseline_votes?: number
          review_bonuses?: string | null
          review_games?: string | null
          review_mobile?: string | null
          review_overview?: string | null
          review_payments?: string | null
          review_security?: string | null
          review_support?: string | null
          review_verdict?: string | null
          short_description?: string | null
          sort_order?: number
          subid_param?: string | null
          today_picked_count?: number
          trust_icons?: string[]
          updated_at?: string
          user_rating?: number | null
          user_rating_votes?: number
          wagering_applies_to?: string | null
          wagering_multiple?: number | null
        }
        Relationships: [
          {
            foreignKeyName: "brands_blacklist_entry_id_fkey"
            columns: ["blacklist_entry_id"]
            isOneToOne: false
            referencedRelation: "market_blacklist"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "brands_country_id_fkey"
            columns: ["country_id"]
            isOneToOne: false
            referencedRelation: "countries"
            referencedColumns: ["id"]
          },
        ]
      }
      categories: {
        Row: {
          created_at: string
          description: string | null
          icon: string | null
          id: string
          is_active: boolean
          name: string
          slug: string
          sort_order: number
          updated_at: string
        }
        Insert: {
          created_at?: string
          description?: string | null
          icon?: string | null
          id?: string
          is_active?: boolean
          name: string
          slug: string
          sort_order?: number
          updated_at?: string
        }
        Update: {
          created_at?: string
          description?: string | null
          icon?: string | null
          id?: string
          is_active?: boolean
          name?: string
          slug?: string
          sort_order?: number
          updated_at?: string
        }
        Relationships: []
      }
      code_snippets: {
        Row: {
          allowed_origins: string[]
          code: string
          created_at: string
          description: string | null
          id: string
          is_active: boolean
          location: string
          name: string
          sort_order: number
          updated_at: string
        }
        Insert: {
          allowed_origins?: string[]
          code: string
          created_at?: string
          description?: string | null
          id?: string
          is_active?: boolean
          location?: string
          name: string
          sort_order?: number
          updated_at?: string
        }
        Update: {
          allowed_origins?: string[]
          code?: string
          created_at?: string
          description?: string | null
          id?: string
          is_active?: boolean
          location?: string
          name?: string
          sort_order?: number
          updated_at?: string
        }
        Relationships: []
      }
      countries: {
        Row: {
          casino_promotion: boolean
          created_at: string
          description: string | null
          flag_icon: string | null
          id: string
          is_active: boolean
          language: string | null
          licence_required: boolean
          name: string
          slug: string
          sort_order: number
          updated_at: string
        }
        Insert: {
          casino_promotion?: boolean
          created_at?: string
          description?: string | null
          flag_icon?: string | null
          id?: string
          is_active?: boolean
          language?: string | null
          licence_required?: boolean
          name: string
          slug: string
          sort_order?: number
          updated_at?: string
        }
        Update: {
          casino_promotion?: boolean
          created_at?: string
          description?: string | null
          flag_icon?: string | null
          id?: string
          is_active?: boolean
          language?: string | null
          licence_required?: boolean
          name?: string
          slug?: string
          sort_order?: number
          updated_at?: string
        }
        Relationships: []
      }
      link_checks: {
        Row: {
          brand_id: string
          checked_at: string
          click_id_kept: boolean | null
          error: string | null
          final_host: string | null
          final_status: number | null
          final_url: string | null
          hops: NonNullable<Json>
          id: string
          offer_found: boolean | null
          problems: NonNullable<Json>
          requested_by: string | null
          response_ms: number
          start_url: string
          state: string
          trigger: string
        }
        Insert: {
          brand_id: string
          checked_at?: string
          click_id_kept?: boolean | null
          error?: string | null
          final_host?: string | null
          final_status?: number | null
          final_url?: string | null
          hops?: NonNullable<Json>
          id?: string
          offer_found?: boolean | null
          problems?: NonNullable<Json>
          requested_by?: string | null
          response_ms: number
          start_url: string
          state: string
          trigger: string
        }
        Update: {
          brand_id?: string
          checked_at?: string
          click_id_kept?: boolean | null
          error?: string | null
          final_host?: string | null
          final_status?: number | null
          final_url?: string | null
          hops?: NonNullable<Json>
          id?: string
          offer_found?: boolean | null
          problems?: NonNullable<Json>
          requested_by?: string | null
          response_ms?: number
          start_url?: string
          state?: string
          trigger?: string
        }
        Relationships: [
          {
            foreignKeyName: "link_checks_brand_id_fkey"
            columns: ["brand_id"]
            isOneToOne: false
            referencedRelation: "brand_link_health"
            referencedColumns: ["brand_id"]
          },
          {
            foreignKeyName: "link_checks_brand_id_fkey"
            columns: ["brand_id"]
            isOneToOne: false
            referencedRelation: "brands"
            referencedColumns: ["id"]
          },
        ]
      }
      login_attempts: {
        Row: {
          attempted_at: string
          email: string
          failure_reason: string | null
          id: number
          ip: string | null
          success: boolean
          user_agent: string | null
        }
        Insert: {
          attempted_at?: string
          email: string
          failure_reason?: string | null
          id?: never
          ip?: string | null
          success: boolean
          user_agent?: string | null
        }
        Update: {
          attempted_at?: string
          email?: string
          failure_reason?: string | null
          id?: never
          ip?: string | null
          success?: boolean
          user_agent?: string | null
        }
        Relationships: []
      }
      market_blacklist: {
        Row: {
          country_id: string
          created_at: string
          id: string
          kind: string
          note: string | null
          source: string
          updated_at: string
          value: string
        }
        Insert: {
          country_id: string
          created_at?: string
          id?: string
          kind: string
          note?: string | null
          source: string
          updated_at?: string
          value: string
        }
        Update: {
          country_id?: string
          created_at?: string
          id?: string
          kind?: string
          note?: string | null
          source?: string
          updated_at?: string
          value?: string
        }
        Relationships: [
          {
            foreignKeyName: "market_blacklist_country_id_fkey"
            columns: ["country_id"]
            isOneToOne: false
            referencedRelation: "countries"
            referencedColumns: ["id"]
          },
        ]
      }
      market_regulators: {
        Row: {
          country_id: string
          created_at: string
          id: string
          regulator_id: string
        }
        Insert: {
          country_id: string
          created_at?: string
          id?: string
          regulator_id: string
        }
        Update: {
          country_id?: string
          created_at?: string
          id?: string
          regulator_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "market_regulators_country_id_fkey"
            columns: ["country_id"]
            isOneToOne: false
            referencedRelation: "countries"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "market_regulators_regulator_id_fkey"
            columns: ["regulator_id"]
            isOneToOne: false
            referencedRelation: "regulators"
            referencedColumns: ["id"]
          },
        ]
      }
      market_rules: {
        Row: {
          ad_label: string | null
          bonus_policy: string
          country_id: string
          created_at: string
          cta_quiet_from: string | null
          cta_quiet_to: string | null
          helpline_name: string | null
          helpline_phone: string | null
          helpline_url: string | null
          id: string
          licence_regulator_id: string | null
          min_age: number
          neutral_offer_text: string | null
          offer_first_deposit_only: boolean
          offer_max_wagering: number | null
          offer_requires_amount_reason_duration: boolean
          offer_single_product: boolean
          pause_on_broken_link: boolean
          region_code: string | null
          region_name: string | null
          rg_wording: string | null
          significant_terms_required: boolean
          source: string | null
          time_zone: string
          updated_at: string
        }
        Insert: {
          ad_label?: string | null
          bonus_policy?: string
          country_id: string
          created_at?: string
          cta_quiet_from?: string | null
          cta_quiet_to?: string | null
          helpline_name?: string | null
          helpline_phone?: string | null
          helpline_url?: string | null
          id?: string
          licence_regulator_id?: string | null
          min_age?: number
          neutral_offer_text?: string | null
          offer_first_deposit_only?: boolean
          offer_max_wagering?: number | null
          offer_requires_amount_reason_duration?: boolean
          offer_single_product?: boolean
          pause_on_broken_link?: boolean
          region_code?: string | null
          region_name?: string | null
          rg_wording?: string | null
          significant_terms_required?: boolean
          source?: string | null
          time_zone?: string
          updated_at?: string
        }
        Update: {
          ad_label?: string | null
          bonus_policy?: string
          country_id?: string
          created_at?: string
          cta_quiet_from?: string | null
          cta_quiet_to?: string | null
          helpline_name?: string | null
          helpline_phone?: string | null
          helpline_url?: string | null
          id?: string
          licence_regulator_id?: string | null
          min_age?: number
          neutral_offer_text?: string | null
          offer_first_deposit_only?: boolean
          offer_max_wagering?: number | null
          offer_requires_amount_reason_duration?: boolean
          offer_single_product?: boolean
          pause_on_broken_link?: boolean
          region_code?: string | null
          region_name?: string | null
          rg_wording?: string | null
          significant_terms_required?: boolean
          source?: string | null
          time_zone?: string
          updated_at?: string
        }
        Relationships: [
          {
            foreignKeyName: "market_rules_country_id_fkey"
            columns: ["country_id"]
            isOneToOne: false
            referencedRelation: "countries"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "market_rules_licence_regulator_id_fkey"
            columns: ["licence_regulator_id"]
            isOneToOne: false
            referencedRelation: "regulators"
            referencedColumns: ["id"]
          },
        ]
      }
      media: {
        Row: {
          alt_text: string | null
          bucket_id: string
          created_at: string
          file_name: string
          height: number | null
          id: string
          mime_type: string | null
          path: string
          size_bytes: number | null
          updated_at: string
          uploaded_by: string | null
          width: number | null
        }
        Insert: {
          alt_text?: string | null
          bucket_id: string
          created_at?: string
          file_name: string
          height?: number | null
          id?: string
          mime_type?: string | null
          path: string
          size_bytes?: number | null
          updated_at?: string
          uploaded_by?: string | null
          width?: number | null
        }
        Update: {
          alt_text?: string | null
          bucket_id?: string
          created_at?: string
          file_name?: string
          height?: number | null
          id?: string
          mime_type?: string | null
          path?: string
          size_bytes?: number | null
          updated_at?: string
          uploaded_by?: string | null
          width?: number | null
        }
        Relationships: []
      }
      page_builds: {
        Row: {
          built_at: string
          created_at: string
          id: string
          site_url: string
          styles: string
        }
        Insert: {
          built_at: string
          created_at?: string
          id?: string
          site_url: string
          styles?: string
        }
        Update: {
          built_at?: string
          created_at?: string
          id?: string
          site_url?: string
          styles?: string
        }
        Relationships: []
      }
      page_evidence: {
        Row: {
          build_id: string
          country_id: string | null
          html: string
          market_slug: string
          path: string
        }
        Insert: {
          build_id: string
          country_id?: string | null
          html: string
          market_slug: string
          path: string
        }
        Update: {
          build_id?: string
          country_id?: string | null
          html?: string
          market_slug?: string
          path?: string
        }
        Relationships: [
          {
            foreignKeyName: "page_evidence_build_id_fkey"
            columns: ["build_id"]
            isOneToOne: false
            referencedRelation: "page_builds"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "page_evidence_country_id_fkey"
            columns: ["country_id"]
            isOneToOne: false
            referencedRelation: "countries"
            referencedColumns: ["id"]
          },
        ]
      }
      pages: {
        Row: {
          content: string | null
          country_id: string | null
          created_at: string
          id: string
          is_published: boolean
          meta_description: string | null
          meta_title: string | null
          published_at: string | null
          show_in_footer: boolean
          slug: string
          sort_order: number
          title: string
          updated_at: string
        }
        Insert: {
          content?: string | null
          country_id?: string | null
          created_at?: string
          id?: string
          is_published?: boolean
          meta_description?: string | null
          meta_title?: string | null
          published_at?: string | null
          show_in_footer?: boolean
          slug: string
          sort_order?: number
          title: string
          updated_at?: string
        }
        Update: {
          content?: string | null
          country_id?: string | null
          created_at?: string
          id?: string
          is_published?: boolean
          meta_description?: string | null
          meta_title?: string | null
          published_at?: string | null
          show_in_footer?: boolean
          slug?: string
          sort_order?: number
          title?: string
          updated_at?: string
        }
        Relationships: [
          {
            foreignKeyName: "pages_country_id_fkey"
            columns: ["country_id"]
            isOneToOne: false
            referencedRelation: "countries"
            referencedColumns: ["id"]
          },
        ]
      }
      postback_source_secrets: {
        Row: {
          created_at: string
          previous_secret_hash: string | null
          previous_valid_until: string | null
          secret_hash: string
          source_id: string
          test_token_hash: string | null
          test_token_valid_until: string | null
          updated_at: string
        }
        Insert: {
          created_at?: string
          previous_secret_hash?: string | null
          previous_valid_until?: string | null
          secret_hash: string
          source_id: string
          test_token_hash?: string | null
          test_token_valid_until?: string | null
          updated_at?: string
        }
        Update: {
          created_at?: string
          previous_secret_hash?: string | null
          previous_valid_until?: string | null
          secret_hash?: string
          source_id?: string
          test_token_hash?: string | null
          test_token_valid_until?: string | null
          updated_at?: string
        }
        Relationships: [
          {
            foreignKeyName: "postback_source_secrets_source_id_fkey"
            columns: ["source_id"]
            isOneToOne: true
            referencedRelation: "postback_sources"
            referencedColumns: ["id"]
          },
        ]
      }
      postback_sources: {
        Row: {
          allowed_ips: unknown[]
          created_at: string
          default_currency: string
          description: string | null
          event_map: NonNullable<Json>
          id: string
          is_active: boolean
          name: string
          param_map: NonNullable<Json>
          preset: string | null
          slug: string
          updated_at: string
        }
        Insert: {
          allowed_ips?: unknown[]
          created_at?: string
          default_currency?: string
          description?: string | null
          event_map?: NonNullable<Json>
          id?: string
          is_active?: boolean
          name: string
          param_map?: NonNullable<Json>
          preset?: string | null
          slug: string
          updated_at?: string
        }
        Update: {
          allowed_ips?: unknown[]
          created_at?: string
          default_currency?: string
          description?: string | null
          event_map?: NonNullable<Json>
          id?: string
          is_active?: boolean
          name?: string
          param_map?: NonNullable<Json>
          preset?: string | null
          slug?: string
          updated_at?: string
        }
        Relationships: []
      }
      postbacks: {
        Row: {
          brand_click_id: string | null
          click_id: string | null
          currency: string | null
          event: string | null
          event_type: string | null
          id: string
          ip: string | null
          is_test: boolean
          last_received_at: string | null
          network_status: string | null
          payout: number | null
          payout_reporting: number | null
          received_at: string
          refusal_key: string | null
          repeat_count: number
          request_body: string | null
          request_method: string | null
          request_query: Json | null
          source_id: string | null
          status: string
          status_reason: string | null
          transaction_id: string | null
          user_agent: string | null
        }
        Insert: {
          brand_click_id?: string | null
          click_id?: string | null
          currency?: string | null
          event?: string | null
          event_type?: string | null
          id?: string
          ip?: string | null
          is_test?: boolean
          last_received_at?: string | null
          network_status?: string | null
          payout?: number | null
          payout_reporting?: number | null
          received_at?: string
          refusal_key?: string | null
          repeat_count?: number
          request_body?: string | null
          request_method?: string | null
          request_query?: Json | null
          source_id?: string | null
          status: string
          status_reason?: string | null
          transaction_id?: string | null
          user_agent?: string | null
        }
        Update: {
          brand_click_id?: string | null
          click_id?: string | null
          currency?: string | null
          event?: string | null
          event_type?: string | null
          id?: string
          ip?: string | null
          is_test?: boolean
          last_received_at?: string | null
          network_status?: string | null
          payout?: number | null
          payout_reporting?: number | null
          received_at?: string
          refusal_key?: string | null
          repeat_count?: number
          request_body?: string | null
          request_method?: string | null
          request_query?: Json | null
          source_id?: string | null
          status?: string
          status_reason?: string | null
          transaction_id?: string | null
          user_agent?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "postbacks_brand_click_id_fkey"
            columns: ["brand_click_id"]
            isOneToOne: false
            referencedRelation: "admin_click_log"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "postbacks_brand_click_id_fkey"
            columns: ["brand_click_id"]
            isOneToOne: false
            referencedRelation: "brand_clicks_history"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "postbacks_source_id_fkey"
            columns: ["source_id"]
            isOneToOne: false
            referencedRelation: "postback_sources"
            referencedColumns: ["id"]
          },
        ]
      }
      regulators: {
        Row: {
          code: string
          created_at: string
          id: string
          name: string
          register_url: string | null
          updated_at: string
        }
        Insert: {
          code: string
          created_at?: string
          id?: string
          name: string
          register_url?: string | null
          updated_at?: string
        }
        Update: {
          code?: string
          created_at?: string
          id?: string
          name?: string
          register_url?: string | null
          updated_at?: string
        }
        Relationships: []
      }
      report_schedules: {
        Row: {
          created_at: string
          created_by: string
          frequency: string
          id: string
          last_error: string | null
          last_sent_at: string | null
          next_run_at: string
          recipients: string[]
          sending_since: string | null
          updated_at: string
          view_id: string
        }
        Insert: {
          created_at?: string
          created_by?: string
          frequency: string
          id?: string
          last_error?: string | null
          last_sent_at?: string | null
          next_run_at?: string
          recipients: string[]
          sending_since?: string | null
          updated_at?: string
          view_id: string
        }
        Update: {
          created_at?: string
          created_by?: string
          frequency?: string
          id?: string
          last_error?: string | null
          last_sent_at?: string | null
          next_run_at?: string
          recipients?: string[]
          sending_since?: string | null
          updated_at?: string
          view_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "report_schedules_view_id_fkey"
            columns: ["view_id"]
            isOneToOne: false
            referencedRelation: "saved_views"
            referencedColumns: ["id"]
          },
        ]
      }
      saved_views: {
        Row: {
          created_at: string
          id: string
          name: string
          owner_id: string
          section: string
          shared: boolean
          state: NonNullable<Json>
          updated_at: string
        }
        Insert: {
          created_at?: string
          id?: string
          name: string
          owner_id?: string
          section: string
          shared?: boolean
          state: NonNullable<Json>
          updated_at?: string
        }
        Update: {
          created_at?: string
          id?: string
          name?: string
          owner_id?: string
          section?: string
          shared?: boolean
          state?: NonNullable<Json>
          updated_at?: string
        }
        Relationships: []
      }
      site_settings: {
        Row: {
          created_at: string
          description: string | null
          is_public: boolean
          key: string
          updated_at: string
          value: NonNullable<Json>
        }
        Insert: {
          created_at?: string
          description?: string | null
          is_public?: boolean
          key: string
          updated_at?: string
          value: NonNullable<Json>
        }
        Update: {
          created_at?: string
          description?: string | null
          is_public?: boolean
          key?: string
          updated_at?: string
          value?: NonNullable<Json>
        }
        Relationships: []
      }
      traffic_click_changes: {
        Row: {
          change_xid: unknown
          click: NonNullable<Json>
          id: number
          row_xid: unknown
          sign: number
        }
        Insert: {
          change_xid?: unknown
          click: NonNullable<Json>
          id?: never
          row_xid: unknown
          sign: number
        }
        Update: {
          change_xid?: unknown
          click?: NonNullable<Json>
          id?: never
          row_xid?: unknown
          sign?: number
        }
        Relationships: []
      }
      traffic_hourly_click_dimensions: {
        Row: {
          clicks: number
          conversions: number
          country: string | null
          dimension: string
          hour: string
          id: number
          is_bot_filtered: boolean
          revenue: number
          source_key: string | null
          value: string | null
        }
        Insert: {
          clicks?: number
          conversions?: number
          country?: string | null
          dimension: string
          hour: string
          id?: never
          is_bot_filtered: boolean
          revenue?: number
          source_key?: string | null
          value?: string | null
        }
        Update: {
          clicks?: number
          conversions?: number
          country?: string | null
          dimension?: string
          hour?: string
          id?: never
          is_bot_filtered?: boolean
          revenue?: number
          source_key?: string | null
          value?: string | null
        }
        Relationships: []
      }
      traffic_hourly_clicks: {
        Row: {
          clicks: number
          conversions: number
          country: string | null
          hour: string
          id: number
          is_bot_filtered: boolean
          revenue: number
        }
        Insert: {
          clicks?: number
          conversions?: number
          country?: string | null
          hour: string
          id?: never
          is_bot_filtered: boolean
          revenue?: number
        }
        Update: {
          clicks?: number
          conversions?: number
          country?: string | null
          hour?: string
          id?: never
          is_bot_filtered?: boolean
          revenue?: number
        }
        Relationships: []
      }
      traffic_hourly_session_dimensions: {
        Row: {
          country: string | null
          dimension: string
          hour: string
          id: number
          sessions: number
          source_key: string | null
          value: string | null
        }
        Insert: {
          country?: string | null
          dimension: string
          hour: string
          id?: never
          sessions?: number
          source_key?: string | null
          value?: string | null
        }
        Update: {
          country?: string | null
          dimension?: string
          hour?: string
          id?: never
          sessions?: number
          source_key?: string | null
          value?: string | null
        }
        Relationships: []
      }
      traffic_hourly_sessions: {
        Row: {
          country: string | null
          hour: string
          id: number
          sessions: number
        }
        Insert: {
          country?: string | null
          hour: string
          id?: never
          sessions?: number
        }
        Update: {
          country?: string | null
          hour?: string
          id?: never
          sessions?: number
        }
        Relationships: []
      }
      traffic_rollup_state: {
        Row: {
          folded_at: string
          id: boolean
          watermark: unknown
        }
        Insert: {
          folded_at?: string
          id?: boolean
          watermark: unknown
        }
        Update: {
          folded_at?: string
          id?: boolean
          watermark?: unknown
        }
        Relationships: []
      }
      traffic_session_changes: {
        Row: {
          change_xid: unknown
          id: number
          row_xid: unknown
          session: NonNullable<Json>
          sign: number
        }
        Insert: {
          change_xid?: unknown
          id?: never
          row_xid: unknown
          session: NonNullable<Json>
          sign: number
        }
        Update: {
          change_xid?: unknown
          id?: never
          row_xid?: unknown
          session?: NonNullable<Json>
          sign?: number
        }
        Relationships: []
      }
      visitor_session_end_events: {
        Row: {
          applied: boolean
          id: number
          received_at: string
          session_id: string
          time_on_site_sec: number
          user_id: string
        }
        Insert: {
          applied?: boolean
          id?: never
          received_at?: string
          session_id: string
          time_on_site_sec: number
          user_id: string
        }
        Update: {
          applied?: boolean
          id?: never
          received_at?: string
          session_id?: string
          time_on_site_sec?: number
          user_id?: string
        }
        Relationships: []
      }
      visitor_sessions: {
        Row: {
          browser: string | null
          browser_version: string | null
          city: string | null
          country: string | null
          created_at: string
          device_type: string | null
          entry_page: string | null
          fbclid: string | null
          first_page_url: string | null
          gclid: string | null
          id: string
          ingest_xid: unknown
          ip_address: string | null
          is_mobile: boolean | null
          language: string | null
          msclkid: string | null
          os: string | null
          os_version: string | null
          referrer: string | null
          referrer_host: string | null
          screen_resolution: string | null
          session_end: string | null
          session_id: string
          time_on_site_sec: number | null
          ttclid: string | null
          updated_at: string
          user_agent: string | null
          user_id: string
          utm_campaign: string | null
          utm_content: string | null
          utm_medium: string | null
          utm_source: string | null
          utm_term: string | null
        }
        Insert: {
          browser?: string | null
          browser_version?: string | null
          city?: string | null
          country?: string | null
          created_at?: string
          device_type?: string | null
          entry_page?: string | null
          fbclid?: string | null
          first_page_url?: string | null
          gclid?: string | null
          id?: string
          ingest_xid?: unknown
          ip_address?: string | null
          is_mobile?: boolean | null
          language?: string | null
          msclkid?: string | null
          os?: string | null
          os_version?: string | null
          referrer?: string | null
          referrer_host?: never
          screen_resolution?: string | null
          session_end?: string | null
          session_id: string
          time_on_site_sec?: number | null
          ttclid?: string | null
          updated_at?: string
          user_agent?: string | null
          user_id: string
          utm_campaign?: string | null
          utm_content?: string | null
          utm_medium?: string | null
          utm_source?: string | null
          utm_term?: string | null
        }
        Update: {
          browser?: string | null
          browser_version?: string | null
          city?: string | null
          country?: string | null
          created_at?: string
          device_type?: string | null
          entry_page?: string | null
          fbclid?: string | null
          first_page_url?: string | null
          gclid?: string | null
          id?: string
          ingest_xid?: unknown
          ip_address?: string | null
          is_mobile?: boolean | null
          language?: string | null
          msclkid?: string | null
          os?: string | null
          os_version?: string | null
          referrer?: string | null
          referrer_host?: never
          screen_resolution?: string | null
          session_end?: string | null
          session_id?: string
          time_on_site_sec?: number | null
          ttclid?: string | null
          updated_at?: string
          user_agent?: string | null
          user_id?: string
          utm_campaign?: string | null
          utm_content?: string | null
          utm_medium?: string | null
          utm_source?: string | null
          utm_term?: string | null
        }
        Relationships: []
      }
    }
    Views: {
      admin_click_log: {
        Row: {
          ab_test_variant: string | null
          accepted_postbacks: number | null
          age: string | null
          brand_id: string | null
          brand_name: string | null
          brand_slug: string | null
          browser: string | null
          browser_version: string | null
          campaign: string | null
          card_position: number | null
          category_slugs: string[] | null
          city: string | null
          click_day_of_week: number | null
          click_hour_of_day: number | null
          click_id: string | null
          click_in_id: string | null
          click_path: string | null
          click_speed_ms: number | null
          click_time: string | null
          content: string | null
          conversions: number | null
          converted: boolean | null
          country: string | null
          day_of_week: number | null
          device_brand: string | null
          device_type: string | null
          fbclid: string | null
          game: string | null
          gclid: string | null
          hour_of_day: number | null
          id: string | null
          ip: string | null
          is_bot_filtered: boolean | null
          is_linked: boolean | null
          is_mobile: boolean | null
          is_suspicious: boolean | null
          is_webdriver: boolean | null
          landing_page: string | null
          landing_path: string | null
          language: string | null
          load_time_ms: number | null
          medium: string | null
          msclkid: string | null
          os: string | null
          os_version: string | null
          page_path: string | null
          page_url: string | null
          quality_flags: string[] | null
          referrer: string | null
          referrer_host: string | null
          revenue: number | null
          screen_resolution: string | null
          scroll_depth: number | null
          session_click_count: number | null
          session_id: string | null
          social_source: string | null
          source: string | null
          term: string | null
          time_on_page_sec: number | null
          traffic_quality_score: number | null
          ttclid: string | null
          user_agent: string | null
          user_id: string | null
        }
        Relationships: [
          {
            foreignKeyName: "brand_clicks_history_brand_id_fkey"
            columns: ["brand_id"]
            isOneToOne: false
            referencedRelation: "brand_link_health"
            referencedColumns: ["brand_id"]
          },
          {
            foreignKeyName: "brand_clicks_history_brand_id_fkey"
            columns: ["brand_id"]
            isOneToOne: false
            referencedRelation: "brands"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "brand_clicks_history_click_in_id_fkey"
            columns: ["click_in_id"]
            isOneToOne: false
            referencedRelation: "admin_session_log"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "brand_clicks_history_click_in_id_fkey"
            columns: ["click_in_id"]
            isOneToOne: false
            referencedRelation: "visitor_sessions"
            referencedColumns: ["id"]
          },
        ]
      }
      admin_session_log: {
        Row: {
          browser: string | null
          browser_version: string | null
          city: string | null
          click_count: number | null
          converted: boolean | null
          country: string | null
          created_at: string | null
          device_type: string | null
          entry_page: string | null
          fbclid: string | null
          first_page_url: string | null
          gclid: string | null
          has_bot_clicks: boolean | null
          has_clicks: boolean | null
          has_suspicious_clicks: boolean | null
          id: string | null
          ip_address: string | null
          is_mobile: boolean | null
          language: string | null
          msclkid: string | null
          os: string | null
          os_version: string | null
          referrer: string | null
          referrer_host: string | null
          screen_resolution: string | null
          session_end: string | null
          session_id: string | null
          time_on_site_sec: number | null
          ttclid: string | null
          updated_at: string | null
          user_agent: string | null
          user_id: string | null
          utm_campaign: string | null
          utm_content: string | null
          utm_medium: string | null
          utm_source: string | null
          utm_term: string | null
        }
        Relationships: []
      }
      brand_link_health: {
        Row: {
          brand_id: string | null
          brand_name: string | null
          brand_slug: string | null
          check_id: string | null
          checked_at: string | null
          click_id_kept: boolean | null
          country_id: string | null
          final_status: number | null
          final_url: string | null
          is_active: boolean | null
          link_pause_reason: string | null
          link_paused_at: string | null
          market_name: string | null
          market_slug: string | null
          offer_found: boolean | null
          problems: Json | null
          response_ms: number | null
          state: string | null
        }
        Relationships: [
          {
            foreignKeyName: "brands_country_id_fkey"
            columns: ["country_id"]
            isOneToOne: false
            referencedRelation: "countries"
            referencedColumns: ["id"]
          },
        ]
      }
    }
    Functions: {
      alert_unread_count: { Args: Record<PropertyKey, never>; Returns: number }
      calculate_traffic_quality_score: {
        Args: {
          p_click_speed_ms?: number
          p_ip?: string
          p_recent_ip_clicks?: number
          p_recent_ip_events?: number
          p_referrer?: string
          p_session_click_count?: number
          p_time_on_page_sec?: number
          p_user_agent?: string
          p_webdriver?: boolean
        }
        Returns: {
          is_suspicious: boolean
          quality_flags: string[]
          quality_score: number
        }[]
      }
      cast_brand_vote: {
        Args: { p_brand_id: string; p_rating: number; p_voter_id: string }
        Returns: {
          user_rating: number
          user_rating_votes: number
        }[]
      }
      check_offer: {
        Args: { p_brand: Json }
        Returns: {
          message: string
          rule: string
        }[]
      }
      check_user_admin_status: {
        Args: { user_email: string }
        Returns: {
          admin_token: string
          email: string
          id: string
          password_setup_completed: boolean
          role: string
          updated_at: string
        }[]
      }
      claim_alert_deliveries: {
        Args: { p_limit?: number }
        Returns: {
          alert_id: string
          baseline: number
          cleared_at: string
          cleared_message: string
          event: string
          figure: number
          fired_at: string
          kind: string
          link: string
          message: string
          recipients: string[]
          rule_id: string
          rule_name: string
          subject_label: string
          threshold: number
          webhook_url: string
        }[]
      }
      claim_due_reports: {
        Args: { p_limit?: number }
        Returns: {
          claimed_at: string
          frequency: string
          period_from: string
          period_to: string
          recipients: Json
          schedule_id: string
          state: Json
          view_id: string
          view_name: string
        }[]
      }
      content_changes_since: { Args: { p_since: string }; Returns: number }
      count_postback_request: { Args: { p_ip: string }; Returns: Json }
      country_dependencies: {
        Args: { p_country_id: string }
        Returns: {
          brand_count: number
          page_count: number
        }[]
      }
      due_link_checks: {
        Args: { p_limit?: number }
        Returns: {
          bonus_amount: string
          bonus_text: string
          brand_id: string
          brand_slug: string
          destination_url: string
          promo_code: string
          subid_param: string
        }[]
      }
      duplicate_brand: {
        Args: { p_brand_id: string; p_country_id: string; p_slug: string }
        Returns: string
      }
      end_user_sessions: { Args: { p_user_id: string }; Returns: number }
      end_visitor_session: {
        Args: {
          p_session_id: string
          p_time_on_site_sec: number
          p_user_id: string
        }
        Returns: undefined
      }
      finish_report: {
        Args: { p_claimed_at: string; p_error?: string; p_schedule_id: string }
        Returns: string
      }
      issue_postback_secret: {
        Args: { p_grace_hours?: number; p_source_id: string }
        Returns: string
      }
      issue_test_postback_token: {
        Args: { p_source_id: string }
        Returns: string
      }
      link_check_requester: {
        Args: Record<PropertyKey, never>
        Returns: string
      }
      log_period_bounds: {
        Args: { p_from?: string; p_period?: string; p_to?: string }
        Returns: {
          ends_at: string
          starts_at: string
          time_zone: string
        }[]
      }
      mark_alerts_read: { Args: { p_ids?: string[] }; Returns: number }
      market_block: {
        Args: { p_brand: Database["public"]["Tables"]["brands"]["Row"] }
        Returns: string
      }
      media_uploader: { Args: { p_media_id: string }; Returns: string }
      media_usage: {
        Args: { p_media_id: string }
        Returns: {
          brand_name: string
          country_id: string
          id: string
        }[]
      }
      my_two_factor_state: { Args: Record<PropertyKey, never>; Returns: string }
      rebuild_hook_configured: {
        Args: Record<PropertyKey, never>
        Returns: boolean
      }
      record_alert_delivery: {
        Args: {
          p_alert_id: string
          p_details?: Json
          p_email_status: string
          p_event: string
          p_webhook_status: string
        }
        Returns: undefined
      }
      record_click: { Args: { p_click: Json }; Returns: string }
      record_link_check: {
        Args: {
          p_brand_id: string
          p_requested_by: string
          p_result: Json
          p_trigger: string
        }
        Returns: {
          brand_id: string
          checked_at: string
          click_id_kept: boolean | null
          error: string | null
          final_host: string | null
          final_status: number | null
          final_url: string | null
          hops: NonNullable<Json>
          id: string
          offer_found: boolean | null
          problems: NonNullable<Json>
          requested_by: string | null
          response_ms: number
          start_url: string
          state: string
          trigger: string
        }
        SetofOptions: {
          from: "*"
          to: "link_checks"
          isOneToOne: true
          isSetofReturn: false
        }
      }
      reorder_brands: {
        Args: { p_brand_ids: string[]; p_country_id: string }
        Returns: number
      }
      report_breakdown: {
        Args: {
          p_dimension: string
          p_filters?: Json
          p_from: string
          p_limit?: number
          p_order?: string
          p_to: string
        }
        Returns: {
          clicks: number
          conversions: number
          filter_key: string
          label: string
          revenue: number
          sessions: number
          value: string
        }[]
      }
      report_heatmap: {
        Args: { p_filters?: Json; p_from: string; p_to: string }
        Returns: {
          clicks: number
          day_of_week: number
          hour: number
        }[]
      }
      report_summary: {
        Args: { p_filters?: Json; p_from: string; p_to: string }
        Returns: {
          all_clicks: number
          bot_clicks: number
          bot_share: number
          clicks: number
          conversion_rate: number
          conversions: number
          ctr: number
          date_from: string
          date_to: string
          epc: number
          period: string
          revenue: number
          revenue_per_1000_sessions: number
          sessions: number
          visitors: number
        }[]
      }
      report_timeseries: {
        Args: { p_filters?: Json; p_from: string; p_to: string }
        Returns: {
          bucket: string
          clicks: number
          conversions: number
          revenue: number
          sessions: number
        }[]
      }
      reporting_currency: { Args: Record<PropertyKey, never>; Returns: string }
      reporting_time_zone: { Args: Record<PropertyKey, never>; Returns: string }
      restore_deleted_row: {
        Args: { p_record_id: string; p_table: string }
        Returns: Json
      }
      save_brand: {
        Args: {
          p_brand: Json
          p_category_ids: string[]
          p_id?: string
          p_updated_at?: string
        }
        Returns: {
          blacklist_entry_id: string | null
          bonus_amount: string | null
          bonus_expiry_days: number | null
          bonus_products: string[]
          bonus_reason: string | null
          bonus_text: string | null
          brand_logo_url: string | null
          brand_name: string
          brand_slug: string
          cons: string[]
          country_id: string
          created_at: string
          cta_button_text: string | null
          destination_url: string | null
          editor_score: number
          eligible_games: string | null
          first_deposit_offer: boolean
          full_description: string | null
          full_terms_url: string | null
          hover_bonus_text: string | null
          id: string
          is_active: boolean
          is_editors_choice: boolean
          is_trending: boolean
          label_tag: string | null
          license: string | null
          link_pause_reason: string | null
          link_paused_at: string | null
          max_bet: string | null
          max_cashout: string | null
          metrics: NonNullable<Json>
          min_deposit: string | null
          payout_speed: string | null
          promo_code: string | null
          pros: string[]
          rating_baseline: number | null
          rating_baseline_votes: number
          review_bonuses: string | null
          review_games: string | null
          review_mobile: string | null
          review_overview: string | null
          review_payments: string | null
          review_security: string | null
          review_support: string | null
          review_verdict: string | null
          short_description: string | null
          sort_order: number
          subid_param: string | null
          today_picked_count: number
          trust_icons: string[]
          updated_at: string
          user_rating: number | null
          user_rating_votes: number
          wagering_applies_to: string | null
          wagering_multiple: number | null
        }[]
        SetofOptions: {
          from: "*"
          to: "brands"
          isOneToOne: false
          isSetofReturn: true
        }
      }
      set_admin_token_for_user: {
        Args: { user_email: string }
        Returns: string
      }
      staff_directory: {
        Args: Record<PropertyKey, never>
        Returns: {
          email: string
          id: string
          name: string
          role: string
        }[]
      }
    }
    Enums: {
      [_ in never]: never
    }
    CompositeTypes: {
      [_ in never]: never
    }
  }
}

type DatabaseWithoutInternals = Omit<Database, "__InternalSupabase">

type DefaultSchema = DatabaseWithoutInternals[Extract<keyof Database, "public">]

export type Tables<
  DefaultSchemaTableNameOrOptions extends
    | keyof (DefaultSchema["Tables"] & DefaultSchema["Views"])
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends (DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"] &
        DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Views"])
    : never) = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"] &
      DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Views"])[TableName] extends {
      Row: infer R
    }
    ? R
    : never
  : DefaultSchemaTableNameOrOptions extends keyof (DefaultSchema["Tables"] &
        DefaultSchema["Views"])
    ? (DefaultSchema["Tables"] &
        DefaultSchema["Views"])[DefaultSchemaTableNameOrOptions] extends {
        Row: infer R
      }
      ? R
      : never
    : never

export type TablesInsert<
  DefaultSchemaTableNameOrOptions extends
    | keyof DefaultSchema["Tables"]
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends (DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"]
    : never) = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"][TableName] extends {
      Insert: infer I
    }
    ? I
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema["Tables"]
    ? DefaultSchema["Tables"][DefaultSchemaTableNameOrOptions] extends {
        Insert: infer I
      }
      ? I
      : never
    : never

export type TablesUpdate<
  DefaultSchemaTableNameOrOptions extends
    | keyof DefaultSchema["Tables"]
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends (DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"]
    : never) = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"][TableName] extends {
      Update: infer U
    }
    ? U
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema["Tables"]
    ? DefaultSchema["Tables"][DefaultSchemaTableNameOrOptions] extends {
        Update: infer U
      }
      ? U
      : never
    : never

export type Enums<
  DefaultSchemaEnumNameOrOptions extends
    | keyof DefaultSchema["Enums"]
    | { schema: keyof DatabaseWithoutInternals },
  EnumName extends (DefaultSchemaEnumNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions["schema"]]["Enums"]
    : never) = never,
> = DefaultSchemaEnumNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions["schema"]]["Enums"][EnumName]
  : DefaultSchemaEnumNameOrOptions extends keyof DefaultSchema["Enums"]
    ? DefaultSchema["Enums"][DefaultSchemaEnumNameOrOptions]
    : never

export type CompositeTypes<
  PublicCompositeTypeNameOrOptions extends
    | keyof DefaultSchema["CompositeTypes"]
    | { schema: keyof DatabaseWithoutInternals },
  CompositeTypeName extends (PublicCompositeTypeNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions["schema"]]["CompositeTypes"]
    : never) = never,
> = PublicCompositeTypeNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions["schema"]]["CompositeTypes"][CompositeTypeName]
  : PublicCompositeTypeNameOrOptions extends keyof DefaultSchema["CompositeTypes"]
    ? DefaultSchema["CompositeTypes"][PublicCompositeTypeNameOrOptions]
    : never

export const Constants = {
  public: {
    Enums: {},
  },
} as const


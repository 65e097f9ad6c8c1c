"""Issue 2: sign-up, login, logout, password change, and a coach profile for every user."""

import pytest
from django.contrib.auth import get_user_model

from league.models import Coach

pytestmark = pytest.mark.django_db


def test_signup_creates_user_with_coach_profile_and_logs_in(client):
    response = client.post(
        "/accounts/signup/",
        {"username": "griff", "display_name": "Griff O.", "password1": "a-long-pass-phrase", "password2": "a-long-pass-phrase"},
    )
    assert response.status_code == 302
    user = get_user_model().objects.get(username="griff")
    assert user.coach.display_name == "Griff O."
    assert client.get("/accounts/profile/").status_code == 200


def test_signup_bad_input_saves_nothing(client):
    response = client.post("/accounts/signup/", {"username": "x", "password1": "a-long-pass-phrase", "password2": "other"})
    assert response.status_code == 200
    assert b"password" in response.content.lower()
    assert not get_user_model().objects.filter(username="x").exists()


def test_every_user_gets_a_coach_profile(make_user):
    user = make_user("admin-made", is_staff=True)
    assert Coach.objects.filter(user=user).exists()


def test_login_logout_and_password_change(client, make_user):
    make_user("hakflem", password="an-old-pass-phrase")
    assert client.post("/accounts/login/", {"username": "hakflem", "password": "an-old-pass-phrase"}).status_code == 302
    response = client.post(
        "/accounts/password_change/",
        {"old_password": "an-old-pass-phrase", "new_password1": "a-new-pass-phrase-9", "new_password2": "a-new-pass-phrase-9"},
    )
    assert response.status_code == 302
    client.post("/accounts/logout/")
    assert client.get("/accounts/profile/").status_code == 302  # back to login
    assert client.login(username="hakflem", password="a-new-pass-phrase-9")


def test_profile_requires_login(client):
    response = client.get("/accounts/profile/")
    assert response.status_code == 302 and "/accounts/login/" in response["Location"]


def test_profile_edit_changes_only_own_profile(client, make_user):
    me, other = make_user("me"), make_user("other")
    client.force_login(me)
    client.post("/accounts/profile/", {"display_name": "New Name"})
    me.coach.refresh_from_db()
    other.coach.refresh_from_db()
    assert me.coach.display_name == "New Name"
    assert other.coach.display_name == "other"


def test_admin_is_for_staff_only(client, make_user):
    client.force_login(make_user("plain"))
    assert client.get("/admin/").status_code == 302
    client.force_login(make_user("staff", is_staff=True, is_superuser=True))
    assert client.get("/admin/").status_code == 200


def test_admin_lists_coaches_in_english(client, make_user):
    client.force_login(make_user("staff", is_staff=True, is_superuser=True))
    html = client.get("/admin/").content.decode()
    assert ">Coaches<" in html and "Coachs" not in html


def test_home_page_serves_htmx_from_our_own_static_files(client):
    response = client.get("/")
    assert response.status_code == 200
    html = response.content.decode()
    assert "/static/django_htmx/htmx-2.min.js" in html or "/static/django_htmx/htmx" in html
    assert "https://" not in html.split("<body")[0]  # no CDN in the head


def test_pages_name_their_icon_so_browsers_do_not_ask_for_favicon_ico(client):
    from django.contrib.staticfiles import finders

    html = client.get("/").content.decode()
    assert '<link rel="icon" href="/static/img/favicon.svg"' in html
    assert finders.find("img/favicon.svg")


def test_a_refused_page_says_who_may_do_it_inside_the_site(client, make_user):
    from league.services.leagues import create_league

    league = create_league(by=make_user("commish"), name="Test League")
    client.force_login(make_user("plain"))
    response = client.post(f"/seasons/{league.current_season().pk}/simulate/", {"scope": "round", "round": 1})
    assert response.status_code == 403
    html = response.content.decode()
    assert "Only a commissioner of Test League may simulate its fixtures." in html
    assert 'class="site-header"' in html


def test_a_missing_page_keeps_the_site_around_it(client):
    response = client.get("/leagues/999999/")
    assert response.status_code == 404
    html = response.content.decode()
    assert "Not found" in html and 'class="site-header"' in html

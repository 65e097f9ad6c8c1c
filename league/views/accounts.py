"""Sign-up and the coach profile; login, logout and password change are Django's own views."""

from django import forms
from django.contrib import messages
from django.contrib.auth import login
from django.contrib.auth.decorators import login_required
from django.contrib.auth.forms import UserCreationForm
from django.shortcuts import redirect, render
from django.utils.translation import gettext, gettext_lazy

from league.services.accounts import sign_up, update_profile


class SignUpForm(UserCreationForm):
    display_name = forms.CharField(label=gettext_lazy("Display name"), max_length=80, required=False, help_text=gettext_lazy("How other coaches see you."))


class ProfileForm(forms.Form):
    display_name = forms.CharField(label=gettext_lazy("Display name"), max_length=80)


def signup(request):
    if request.user.is_authenticated:
        return redirect("home")
    form = SignUpForm(request.POST or None)
    if request.method == "POST" and form.is_valid():
        user = sign_up(form=form, display_name=form.cleaned_data["display_name"])
        login(request, user)
        messages.success(request, gettext("Welcome to Dugout, coach."))
        return redirect("home")
    return render(request, "registration/signup.html", {"form": form})


@login_required
def profile(request):
    coach = request.user.coach
    form = ProfileForm(request.POST or None, initial={"display_name": coach.display_name})
    if request.method == "POST" and form.is_valid():
        update_profile(coach=coach, display_name=form.cleaned_data["display_name"])
        messages.success(request, gettext("Profile saved."))
        return redirect("profile")
    return render(request, "registration/profile.html", {"form": form, "coach": coach})
